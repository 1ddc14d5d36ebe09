import TerminalUI
import XCTest

/// A screen with a search field, a list of `count` rows and a button, the list's selection in `selection`.
@MainActor
private final class ListModel {
    var selection = 0
    var opened: [Int] = []
    var asked: Set<Int> = []
    var search = ""
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func host(rows: Int = 24) -> ViewHost {
        ViewHost(size: TerminalSize(columns: 40, rows: rows)) {
            AnyView(VStack {
                TextField("Search", text: Binding(self, \.search))
                List("Rows", count: self.count, visibleRows: 5, selection: Binding(self, \.selection), onOpen: { self.opened.append($0) }) { index in
                    self.asked.insert(index)
                    return "Row \(index)"
                }
                Button("Done") {}
            })
        }
    }
}

@MainActor
final class ListTests: XCTestCase {
    func testOnlyTheVisibleRowsAreAskedForAndDrawn() async {
        let model = ListModel(count: 10_000)
        let text = model.host().render().plainText
        XCTAssertEqual(model.asked, [0, 1, 2, 3, 4])
        XCTAssertTrue(text.contains("Row 4"))
        XCTAssertFalse(text.contains("Row 5"))
    }

    func testArrowsAndVimKeysMoveTheSelectionAndKeepItInView() async {
        let model = ListModel(count: 100)
        let host = model.host()
        XCTAssertTrue(host.focus(label: "Rows"))

        host.send(.down)
        host.send(.character("j"))
        host.send(.character("j"))
        XCTAssertEqual(model.selection, 3)
        host.send(.character("k"))
        XCTAssertEqual(model.selection, 2)
        for _ in 0..<10 { host.send(.down) }

        XCTAssertEqual(model.selection, 12)
        let text = host.render().plainText
        XCTAssertTrue(text.contains("> Row 12"))
        XCTAssertFalse(text.contains("Row 0\n"))
        XCTAssertEqual(host.focusedLabel, "Rows", "↑/↓ move the selection, not the focus")
    }

    func testPagesAndEndsStayInTheList() async {
        let model = ListModel(count: 100)
        let host = model.host()
        host.focus(label: "Rows")

        host.send(.pageDown)
        XCTAssertEqual(model.selection, 4)
        host.send(.end)
        XCTAssertEqual(model.selection, 99)
        host.send(.down)
        XCTAssertEqual(model.selection, 99)
        XCTAssertTrue(host.render().plainText.contains("> Row 99"))
        host.send(.pageUp)
        XCTAssertEqual(model.selection, 95)
        host.send(.home)
        host.send(.up)
        XCTAssertEqual(model.selection, 0)
    }

    func testEnterOpensTheSelectedRow() async {
        let model = ListModel(count: 3)
        let host = model.host()
        host.focus(label: "Rows")
        host.send(.down)
        host.send(.enter)
        XCTAssertEqual(model.opened, [1])
    }

    func testTabLeavesTheListAndTypingInTheFieldIsNotAListKey() async {
        let model = ListModel(count: 3)
        let host = model.host()
        XCTAssertEqual(host.focusedLabel, "Search")
        host.type("jk")
        XCTAssertEqual(model.search, "jk")
        XCTAssertEqual(model.selection, 0)
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Rows")
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Done")
    }

    func testAnEmptyListOpensNothing() async {
        let model = ListModel(count: 0)
        let host = model.host()
        host.focus(label: "Rows")
        host.send(.enter)
        host.send(.down)
        XCTAssertEqual(model.opened, [])
        XCTAssertEqual(model.selection, 0)
    }
}
