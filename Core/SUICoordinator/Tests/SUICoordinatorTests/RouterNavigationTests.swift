import SUICoordinator
import XCTest

/// `navigate(toRoute:)` and `present(_:)` with every presentation style.
@MainActor final class RouterNavigationTests: XCTestCase {
    private let router = Router<TestRoute>(mainView: .home)

    func testPushAppendsToMainStack() async {
        await router.navigate(toRoute: .detail(1))
        await router.navigate(toRoute: .detail(2))

        XCTAssertEqual(router.items, [.detail(1), .detail(2)])
        XCTAssertTrue(router.sheetItems.isEmpty)
        XCTAssertEqual(router.topRoute, .detail(2))
    }

    func testEveryModalStyleIsPresentedOnTop() async {
        let styles: [TransitionPresentationStyle] = [
            .sheet,
            .fullScreenCover,
            .detents([.medium, .fraction(0.3)]),
            .navigationSheet([.large, .height(200)]),
            .navigationFullScreenCover,
        ]
        for style in styles {
            await router.navigate(toRoute: .styled(style))
            XCTAssertEqual(router.sheetItems.last?.presentationStyle, style)
            XCTAssertEqual(router.sheetItems.last?.isPushFallback, false)
            XCTAssertEqual(router.topRoute, .styled(style))
        }
        XCTAssertEqual(router.sheetItems.map(\.route), styles.map(TestRoute.styled))
        XCTAssertTrue(router.items.isEmpty)
    }

    func testPresentationStyleOverridesTheRouteStyle() async {
        await router.navigate(toRoute: .detail(1), presentationStyle: .fullScreenCover)
        XCTAssertTrue(router.items.isEmpty)
        XCTAssertEqual(router.sheetItems.map(\.presentationStyle), [.fullScreenCover])

        await router.dismiss()
        await router.navigate(toRoute: .settings, presentationStyle: .push)
        XCTAssertEqual(router.items, [.settings])
        XCTAssertTrue(router.sheetItems.isEmpty)
    }

    func testPresentAlwaysPresentsModally() async {
        await router.present(.detail(1))
        await router.present(.settings, presentationStyle: .detents([.medium]))

        XCTAssertTrue(router.items.isEmpty)
        XCTAssertEqual(router.sheetItems.map(\.route), [.detail(1), .settings])
        XCTAssertEqual(router.sheetItems.map(\.presentationStyle), [.sheet, .detents([.medium])])
    }

    func testEachPresentationHasItsOwnIdentity() async {
        await router.present(.settings)
        await router.present(.settings)

        XCTAssertNotEqual(router.sheetItems[0].id, router.sheetItems[1].id)
    }
}
