import SUICoordinator
import XCTest

/// What `.push` does while a modal is on top, and how `pop` undoes it.
@MainActor final class RouterModalPushTests: XCTestCase {
    private let router = Router<TestRoute>(mainView: .home)

    func testPushLandsOnTopNavigationSheetStack() async {
        await router.navigate(toRoute: .styled(.navigationSheet([.large])))
        await router.navigate(toRoute: .detail(1))

        XCTAssertTrue(router.items.isEmpty)
        XCTAssertEqual(router.sheetItems.count, 1)
        XCTAssertEqual(router.sheetItems[0].items, [.detail(1)])
        XCTAssertEqual(router.topRoute, .detail(1))
    }

    func testPushLandsOnTopNavigationFullScreenCoverStack() async {
        await router.navigate(toRoute: .styled(.navigationFullScreenCover))
        await router.navigate(toRoute: .detail(1))
        await router.navigate(toRoute: .detail(2))

        XCTAssertEqual(router.sheetItems[0].items, [.detail(1), .detail(2)])

        await router.pop()
        XCTAssertEqual(router.sheetItems[0].items, [.detail(1)])
        await router.popToRoot()
        XCTAssertEqual(router.sheetItems.count, 1)
        XCTAssertEqual(router.topRoute, .styled(.navigationFullScreenCover))
    }

    func testPushOverPlainModalPresentsSheetThatPopUndoes() async {
        await router.navigate(toRoute: .detail(1))
        await router.navigate(toRoute: .styled(.detents([.medium])))
        await router.navigate(toRoute: .detail(2))

        XCTAssertEqual(router.items, [.detail(1)], "the hidden main stack is untouched")
        XCTAssertEqual(router.sheetItems.map(\.presentationStyle), [.detents([.medium]), .sheet])
        XCTAssertEqual(router.sheetItems.map(\.isPushFallback), [false, true])
        XCTAssertEqual(router.topRoute, .detail(2))

        await router.pop()
        XCTAssertEqual(router.sheetItems.map(\.route), [.styled(.detents([.medium]))])
        XCTAssertEqual(router.items, [.detail(1)])
    }

    func testPopNeverChangesAStackHiddenUnderAModal() async {
        await router.navigate(toRoute: .detail(1))
        await router.navigate(toRoute: .settings)

        await router.pop()
        await router.popToRoot()

        XCTAssertEqual(router.items, [.detail(1)])
        XCTAssertEqual(router.topRoute, .settings)
    }

    func testPopToRootRemovesChainedPushFallbacksOnly() async {
        await router.navigate(toRoute: .settings)
        await router.navigate(toRoute: .detail(1))
        await router.navigate(toRoute: .detail(2))

        await router.popToRoot()

        XCTAssertEqual(router.sheetItems.map(\.route), [.settings])
    }
}
