@testable import CleanArchScaffold
import XCTest

final class RoutesEditorTests: XCTestCase {
    /// The routes `cleanarch new coordinator` writes.
    private let scaffolded = """
    public enum CardsRoutes: RouteType {
        /// The flow's first screen.
        case start(AnyView)

        public var presentationStyle: TransitionPresentationStyle {
            switch self {
            case .start: .push
            }
        }

        public var body: AnyView {
            switch self {
            case .start(let view): view
            }
        }
    }

    """

    func testAddsThePushedRouteItsStyleAndItsView() throws {
        var editor = RoutesEditor(source: scaffolded)
        try editor.addPushedRoute("cardDetailScreen", to: "CardsRoutes", summary: "The CardDetailScreen.")
        XCTAssertEqual(editor.source, """
        public enum CardsRoutes: RouteType {
            /// The flow's first screen.
            case start(AnyView)
            /// The CardDetailScreen.
            case cardDetailScreen(AnyView)

            public var presentationStyle: TransitionPresentationStyle {
                switch self {
                case .start, .cardDetailScreen: .push
                }
            }

            public var body: AnyView {
                switch self {
                case .start(let view), .cardDetailScreen(let view): view
                }
            }
        }

        """)
    }

    func testSkipsASheetAndLeavesARouteThatExistsAlone() throws {
        let routes = """
        enum MenuRoutes: RouteType {
            case menu(AnyView)
            case addPayee(AnyView)
            var presentationStyle: TransitionPresentationStyle {
                switch self {
                case .addPayee: .sheet
                case .menu: .push
                }
            }
            var body: AnyView {
                switch self {
                case .menu(let view), .addPayee(let view):
                    view
                }
            }
        }
        """
        var editor = RoutesEditor(source: routes)
        try editor.addPushedRoute("payees", to: "MenuRoutes", summary: "Payees.")
        XCTAssertTrue(editor.source.contains("case .addPayee: .sheet\n        case .menu, .payees: .push"), editor.source)
        XCTAssertTrue(editor.source.contains("case .menu(let view), .addPayee(let view), .payees(let view):"), editor.source)
        let once = editor.source
        try editor.addPushedRoute("payees", to: "MenuRoutes", summary: "Payees.")
        XCTAssertEqual(editor.source, once)
    }

    func testRefusesAnEnumThatIsNotARoutesEnum() {
        var editor = RoutesEditor(source: "enum Flags { case on, off }")
        XCTAssertThrowsError(try editor.addPushedRoute("x", to: "Flags", summary: "X."))
        XCTAssertThrowsError(try editor.addPushedRoute("x", to: "Missing", summary: "X."))
    }
}
