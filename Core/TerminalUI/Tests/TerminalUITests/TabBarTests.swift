import TerminalUI
import XCTest

@MainActor
private final class TabModel {
    var selected = 0
    var text = ""
    var refreshed = 0
}

@MainActor
final class TabBarTests: XCTestCase {
    private func makeHost(_ model: TabModel) -> ViewHost {
        ViewHost(size: TerminalSize(columns: 60, rows: 10)) {
            AnyView(TabBar(titles: ["Home", "Cards", "Menu"], badges: [nil, nil, "2"], selectedIndex: model.selected, onSelect: { model.selected = $0 }) {
                VStack {
                    TextField("Note", text: Binding(model, \.text))
                    Button("OK") {}
                }
                .onKeyPress(.character("r")) { model.refreshed += 1 }
            })
        }
    }

    func testTheSelectedTabIsBracketedAndBadgesShow() async {
        let model = TabModel()
        let firstLine = makeHost(model).render().plainText.split(separator: "\n").first.map(String.init)
        XCTAssertEqual(firstLine, "[1 Home] 2 Cards  3 Menu (2)")
    }

    func testDigitsSelectATabUnlessATextFieldTakesThem() async {
        let model = TabModel()
        let host = makeHost(model)
        XCTAssertEqual(host.focusedLabel, "Note")
        host.type("2")
        XCTAssertEqual(model.text, "2")
        XCTAssertEqual(model.selected, 0, "the field kept the digit")

        host.focus(label: "OK")
        host.type("2")
        XCTAssertEqual(model.selected, 1)
        host.type("9")
        XCTAssertEqual(model.selected, 1, "no ninth tab")
    }

    func testFunctionKeysAlwaysSelect() async {
        let model = TabModel()
        let host = makeHost(model)
        host.send(.function(3))
        XCTAssertEqual(model.selected, 2)
    }

    func testAScreensOwnShortcutWorksBesideTheTabs() async {
        let model = TabModel()
        let host = makeHost(model)
        host.focus(label: "OK")
        host.send(.character("r"))
        XCTAssertEqual(model.refreshed, 1)
        host.focus(label: "Note")
        host.send(.character("r"))
        XCTAssertEqual(model.refreshed, 1, "typed into the field instead")
    }

    func testATallScreenScrollsUnderTheTabBarWhichStaysOnTop() async {
        let host = ViewHost(size: TerminalSize(columns: 40, rows: 6)) {
            AnyView(TabBar(titles: ["Home", "Menu"], selectedIndex: 0, onSelect: { _ in }) {
                VStack {
                    for index in 1...8 { Button("Row \(index)") {} }
                }
            })
        }
        for _ in 1..<8 { host.send(.tab) }
        let lines = host.render().plainLines
        XCTAssertEqual(lines.first, "[1 Home] 2 Menu", "the bar is still on top")
        XCTAssertTrue(lines.contains("> [ Row 8 ]"), lines.joined(separator: "\n"))
    }
}
