import SUICoordinator
import XCTest

/// A single coordinator's own flow: `startFlow` and `restart`.
@MainActor final class CoordinatorFlowTests: XCTestCase {
    func testNewCoordinatorIsAnEmptyRoot() {
        let coordinator = Coordinator<TestRoute>()

        XCTAssertNil(coordinator.router.mainView)
        XCTAssertNil(coordinator.visibleBody)
        XCTAssertNil(coordinator.parent)
        XCTAssertNil(coordinator.presentationStyle)
        XCTAssertTrue(coordinator.children.isEmpty)
        XCTAssertNotEqual(coordinator.uuid, Coordinator<TestRoute>().uuid)
    }

    func testStartFlowSetsMainViewAndClearsStackAndModals() async {
        let coordinator = TestCoordinator()
        await coordinator.start()
        await coordinator.router.navigate(toRoute: .detail(1))
        await coordinator.router.navigate(toRoute: .settings)

        await coordinator.startFlow(route: .detail(9))

        XCTAssertEqual(coordinator.router.mainView, .detail(9))
        XCTAssertTrue(coordinator.router.items.isEmpty)
        XCTAssertTrue(coordinator.router.sheetItems.isEmpty)
        XCTAssertEqual(coordinator.visibleBody as? String, TestRoute.detail(9).body)
    }

    func testVisibleBodyIsTheTopRouteBody() async {
        let coordinator = TestCoordinator()
        await coordinator.start()
        XCTAssertEqual(coordinator.visibleBody as? String, TestRoute.home.body)

        await coordinator.router.navigate(toRoute: .styled(.navigationSheet([.medium])))
        await coordinator.router.navigate(toRoute: .detail(3))
        XCTAssertEqual(coordinator.visibleBody as? String, TestRoute.detail(3).body)
    }

    func testRestartFinishesChildrenAndRestartsRouter() async {
        let coordinator = TestCoordinator()
        await coordinator.start()
        await coordinator.router.navigate(toRoute: .detail(1))
        await coordinator.router.navigate(toRoute: .settings)
        await coordinator.navigate(to: TestCoordinator(root: .detail(5)), presentationStyle: .fullScreenCover)

        await coordinator.restart()

        XCTAssertTrue(coordinator.children.isEmpty)
        XCTAssertTrue(coordinator.router.items.isEmpty)
        XCTAssertTrue(coordinator.router.sheetItems.isEmpty)
        XCTAssertEqual(coordinator.visibleBody as? String, TestRoute.home.body)
    }
}
