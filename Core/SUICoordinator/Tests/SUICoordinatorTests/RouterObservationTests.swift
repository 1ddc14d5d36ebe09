import SUICoordinator
import XCTest

/// Router and coordinator tree changes reach observers.
@MainActor final class RouterObservationTests: XCTestCase {
    private let counter = ChangeCounter()

    func testNavigateNotifiesTopRouteObservers() async {
        let router = Router<TestRoute>(mainView: .home)
        counter.track { _ = router.topRoute }

        await router.navigate(toRoute: .detail(1))

        XCTAssertEqual(counter.count, 1)
    }

    func testModalNavigationNotifiesSheetObservers() async {
        let router = Router<TestRoute>(mainView: .home)
        counter.track { _ = router.sheetItems }

        await router.navigate(toRoute: .detail(1))
        XCTAssertEqual(counter.count, 0, "a push on the main stack leaves the modals alone")

        await router.navigate(toRoute: .settings)
        XCTAssertEqual(counter.count, 1)
    }

    func testPresentingAChildNotifiesVisibleBodyObservers() async {
        let parent = TestCoordinator()
        await parent.start()
        counter.track { _ = parent.visibleBody }

        await parent.navigate(to: TestCoordinator(root: .settings), presentationStyle: .sheet)

        XCTAssertEqual(counter.count, 1)
    }
}
