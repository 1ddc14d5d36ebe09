import TerminalUI
import XCTest

final class ScreenDiffTests: XCTestCase {
    private let size = TerminalSize(columns: 20, rows: 3)

    func testFirstFrameClearsAndDrawsEverything() {
        let output = ScreenDiff.commands(from: nil, to: Frame(lines: ["one", "", "three"], size: size))
        XCTAssertTrue(output.contains("\u{1B}[2J"))
        XCTAssertTrue(output.contains("\u{1B}[1;1Hone\u{1B}[K"))
        XCTAssertTrue(output.contains("\u{1B}[3;1Hthree\u{1B}[K"))
        XCTAssertFalse(output.contains("\u{1B}[2;1H"), "Blank rows need no drawing after a clear")
        XCTAssertTrue(output.hasSuffix("\u{1B}[?25l"), "No cursor: hidden")
    }

    func testIdenticalFramesProduceNoOutput() {
        let frame = Frame(lines: ["a", "b", "c"], cursor: CursorPosition(row: 0, column: 1), size: size)
        XCTAssertEqual(ScreenDiff.commands(from: frame, to: frame), "")
    }

    func testOnlyChangedLinesAreRewritten() {
        let old = Frame(lines: ["title", "old value", "footer"], size: size)
        let new = Frame(lines: ["title", "new", "footer"], size: size)
        let output = ScreenDiff.commands(from: old, to: new)
        XCTAssertEqual(output, "\u{1B}[?25l\u{1B}[2;1Hnew\u{1B}[K\u{1B}[?25l")
    }

    func testResizeForcesAFullRedraw() {
        let old = Frame(lines: ["same", "", ""], size: size)
        let new = Frame(lines: ["same", "", ""], size: TerminalSize(columns: 30, rows: 3))
        let output = ScreenDiff.commands(from: old, to: new)
        XCTAssertTrue(output.contains("\u{1B}[2J"))
        XCTAssertTrue(output.contains("\u{1B}[1;1Hsame"))
    }

    func testCursorIsPlacedAndShownAndFullWidthRowsAreNotCleared() {
        let old = Frame(lines: ["", "", ""], size: size)
        let full = String(repeating: "x", count: 20)
        let new = Frame(lines: [full, "", ""], cursor: CursorPosition(row: 2, column: 4), size: size)
        let output = ScreenDiff.commands(from: old, to: new)
        XCTAssertEqual(output, "\u{1B}[?25l\u{1B}[1;1H\(full)\u{1B}[3;5H\u{1B}[?25h")
        let moved = Frame(lines: [full, "", ""], cursor: CursorPosition(row: 1, column: 0), size: size)
        XCTAssertEqual(ScreenDiff.commands(from: new, to: moved), "\u{1B}[2;1H\u{1B}[?25h")
    }

    @MainActor
    func testRenderedFramesDiffToTheEditedLineOnly() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        let before = host.render()
        host.type("a")
        let output = ScreenDiff.commands(from: before, to: host.render())
        XCTAssertTrue(output.contains("\u{1B}[5;1H"), "The email row (row 5) is redrawn")
        XCTAssertFalse(output.contains("PayRed"))
        XCTAssertFalse(output.contains("I accept"))
    }
}
