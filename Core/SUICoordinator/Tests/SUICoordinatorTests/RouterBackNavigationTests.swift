import SUICoordinator
import XCTest

/// `pop`, `popToRoot`, `dismiss`, `close` and `restart` on a `Router`.
@MainActor final class RouterBackNavigationTests: XCTestCase {
    private let router = Router<TestRoute>(mainView: .home)

    func testPopRemovesTheLastPushAndDoesNothingAtRoot() async {
        await router.navigate(toRoute: .detail(1))
        await router.navigate(toRoute: .detail(2))

        await router.pop()
        XCTAssertEqual(router.items, [.detail(1)])
        await router.pop()
        await router.pop()
        XCTAssertTrue(router.items.isEmpty)
        XCTAssertEqual(router.topRoute, .home)
    }

    func testPopToRootClearsTheMainStack() async {
        for index in 1...3 {
            await router.navigate(toRoute: .detail(index))
        }

        await router.popToRoot()

        XCTAssertTrue(router.items.isEmpty)
        XCTAssertEqual(router.mainView, .home)
    }

    func testDismissRemovesTopModalWithItsStackAndIgnoresNoModal() async {
        await router.navigate(toRoute: .detail(1))
        await router.dismiss()
        XCTAssertEqual(router.items, [.detail(1)])

        await router.navigate(toRoute: .settings)
        await router.navigate(toRoute: .styled(.navigationSheet([.medium])))
        await router.navigate(toRoute: .detail(2))
        await router.dismiss()

        XCTAssertEqual(router.sheetItems.map(\.route), [.settings])
        XCTAssertEqual(router.items, [.detail(1)])
    }

    func testCloseDismissesAModalElsePops() async {
        await router.navigate(toRoute: .detail(1))
        await router.navigate(toRoute: .styled(.navigationSheet([.large])))
        await router.navigate(toRoute: .detail(2))

        await router.close()
        XCTAssertTrue(router.sheetItems.isEmpty)
        XCTAssertEqual(router.items, [.detail(1)])

        await router.close()
        XCTAssertTrue(router.items.isEmpty)
        await router.close()
        XCTAssertEqual(router.topRoute, .home)
    }

    func testRestartPopsToRootAndDismissesEverything() async {
        await router.navigate(toRoute: .detail(1))
        await router.navigate(toRoute: .settings)
        await router.navigate(toRoute: .styled(.fullScreenCover))

        await router.restart()

        XCTAssertTrue(router.items.isEmpty)
        XCTAssertTrue(router.sheetItems.isEmpty)
        XCTAssertEqual(router.topRoute, .home)
    }
}
