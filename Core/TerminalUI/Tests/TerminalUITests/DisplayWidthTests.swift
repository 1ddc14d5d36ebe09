@testable import TerminalUI
import XCTest

/// Wide characters (CJK, emoji) take two columns everywhere text is measured.
@MainActor
final class DisplayWidthTests: XCTestCase {
    func testABorderHugsWideTextByItsColumns() async {
        let host = makeHost(columns: 20, rows: 3) { Text("日本 ok").border() }
        XCTAssertEqual(host.render().plainLines, ["┌───────┐", "│日本 ok│", "└───────┘"])
    }

    func testTheCursorSitsAfterWideTextInAField() async {
        let host = makeHost(columns: 40, rows: 2) { TextField("Name", text: Box("李小龍 😀").binding) }
        // Two columns of gutter, then 3 × 2 + 1 + 2 columns of text.
        XCTAssertEqual(host.render().cursor, CursorPosition(row: 0, column: 2 + 9))
    }

    func testWrappingAndColumnsCountColumnsNotCharacters() async {
        let host = makeHost(columns: 5, rows: 3) { Text("日本語です") }
        XCTAssertEqual(host.render().plainLines, ["日本", "語で", "す"])
        XCTAssertEqual(TextColumn.line("喫茶店のコーヒー", trailing: " 4.50 EUR", width: 16), "喫茶…   4.50 EUR")
        XCTAssertEqual(TextColumn.fit("😀😀", width: 6), "😀😀  ")
    }

    func testHalfAWideCharacterCutByTheEdgeShowsAsASpace() async {
        let cells = Cell.row("ab日本")
        XCTAssertEqual(cells.count, 6)
        XCTAssertEqual(Cell.ansi(Array(cells.prefix(3))), "ab ")
        XCTAssertEqual(Cell.ansi(Array(cells.dropFirst(3))), " 本")
    }
}
