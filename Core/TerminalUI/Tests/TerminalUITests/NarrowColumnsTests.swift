import TerminalUI
import XCTest

/// At any width, a row shortens its description, never its amount or status.
@MainActor
final class NarrowColumnsTests: XCTestCase {
    func testAListRowCutsItsLeadingTextAndKeepsTheTrailingWhole() async {
        let host = makeHost(columns: 30, rows: 4) {
            List("Rows", count: 2, visibleRows: 2, selection: .constant(0)) { index in
                ListRow(index == 0 ? "Nov 24  Deutsche Bahn · Train ticket" : "Nov 23  Rent", trailing: "  -64.01 EUR")
            }
        }
        XCTAssertEqual(Array(host.render().plainLines.prefix(2)), ["> Nov 24  Deutsc…   -64.01 EUR", "  Nov 23  Rent      -64.01 EUR"])
    }

    func testColumnsUseTheWidthTheyAreGivenAndCutOnlyTheLeadingText() async {
        let host = makeHost(columns: 24, rows: 3) {
            Columns("Jan 15  Coffee Corner · Flat white", trailing: "  -3.50 EUR")
            Columns("Rent", trailing: "  -900.00 EUR")
        }
        XCTAssertEqual(Array(host.render().plainLines.prefix(2)), ["Jan 15  Cof…   -3.50 EUR", "Rent         -900.00 EUR"])
    }

    func testAButtonTooLongForTheWidthCutsItsTitleInsideItsBrackets() async {
        let host = makeHost(columns: 30, rows: 2) {
            Button("Everyday card · Active · Visa •••• 4821 · Main account") {}
        }
        XCTAssertEqual(host.render().plainLines[0], "> [ Everyday card · Active… ]")
    }
}
