import SUICoordinator
import XCTest

/// Presenting child coordinators, what is visible, and finishing them.
@MainActor final class ChildCoordinatorTests: XCTestCase {
    private let parent = TestCoordinator()

    override func setUp() async throws {
        await parent.start()
    }

    func testNavigateToChildLinksItAndStartsIt() async {
        let child = TestCoordinator(root: .settings)

        await parent.navigate(to: child, presentationStyle: .detents([.medium]))

        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(parent.children.map(\.uuid), [child.uuid])
        XCTAssertEqual(child.presentationStyle, .detents([.medium]))
        XCTAssertEqual(child.startCount, 1)
        XCTAssertEqual(child.router.mainView, .settings)
    }

    func testVisibleBodyFollowsThePresentedChildAndFallsBackWhenItFinishes() async {
        let child = TestCoordinator(root: .settings)
        await parent.navigate(to: child, presentationStyle: .sheet)
        XCTAssertEqual(parent.visibleBody as? String, TestRoute.settings.body)

        await child.router.navigate(toRoute: .detail(2))
        XCTAssertEqual(parent.visibleBody as? String, TestRoute.detail(2).body)

        await child.finishFlow()
        XCTAssertEqual(parent.visibleBody as? String, TestRoute.home.body)
    }

    func testChildWithNothingOnScreenDoesNotHideTheParent() async {
        await parent.navigate(to: Coordinator<TestRoute>(), presentationStyle: .sheet)

        XCTAssertEqual(parent.children.count, 1)
        XCTAssertEqual(parent.visibleBody as? String, TestRoute.home.body)
    }

    func testFinishFlowRemovesTheChildAndReleasesIt() async {
        weak var released: TestCoordinator?
        do {
            let child = TestCoordinator(root: .settings)
            released = child
            await parent.navigate(to: child, presentationStyle: .fullScreenCover)

            await child.finishFlow()

            XCTAssertTrue(parent.children.isEmpty)
            XCTAssertNil(child.parent)
            XCTAssertNil(child.router.mainView)
        }
        XCTAssertNil(released)
    }

    func testFinishingAChildFinishesItsDescendants() async {
        weak var releasedGrandchild: TestCoordinator?
        let child = TestCoordinator(root: .settings)
        do {
            let grandchild = TestCoordinator(root: .detail(7))
            releasedGrandchild = grandchild
            await parent.navigate(to: child, presentationStyle: .sheet)
            await child.navigate(to: grandchild, presentationStyle: .push)
            XCTAssertEqual(parent.visibleBody as? String, TestRoute.detail(7).body)
        }

        await child.finishFlow()

        XCTAssertNil(releasedGrandchild)
        XCTAssertTrue(child.children.isEmpty)
        XCTAssertTrue(parent.children.isEmpty)
        XCTAssertEqual(parent.visibleBody as? String, TestRoute.home.body)
    }

    func testFinishingANestedChildKeepsItsAncestors() async {
        let child = TestCoordinator(root: .settings)
        let grandchild = TestCoordinator(root: .detail(7))
        await parent.navigate(to: child, presentationStyle: .sheet)
        await child.navigate(to: grandchild, presentationStyle: .navigationFullScreenCover)

        await grandchild.finishFlow()

        XCTAssertTrue(child.children.isEmpty)
        XCTAssertEqual(parent.children.map(\.uuid), [child.uuid])
        XCTAssertEqual(parent.visibleBody as? String, TestRoute.settings.body)
    }

    func testTopChildIsVisibleAmongSeveral() async {
        let first = TestCoordinator(root: .detail(1))
        let second = TestCoordinator(root: .detail(2))
        await parent.navigate(to: first, presentationStyle: .sheet)
        await parent.navigate(to: second, presentationStyle: .sheet)
        XCTAssertEqual(parent.visibleBody as? String, TestRoute.detail(2).body)

        await parent.finishFlow()

        XCTAssertTrue(parent.children.isEmpty)
        XCTAssertNil(first.parent)
        XCTAssertNil(second.parent)
        XCTAssertNil(parent.visibleBody)
    }
}
