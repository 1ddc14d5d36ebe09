@testable import TerminalUI
import XCTest

/// The footer's lines: hints packed in order, broken only between hints.
final class KeyHintsTests: XCTestCase {
    func testAHintIsNeverSplitBetweenItsKeyAndItsAction() {
        let hints = ["↑↓: bewegen", "Enter/Space: wählen", "Tab: weiter", "Esc: zurück", "Ctrl-C: beenden"]

        let lines = KeyHintsNode.lines(hints, width: 40)

        XCTAssertEqual(lines, ["↑↓: bewegen · Enter/Space: wählen", "Tab: weiter · Esc: zurück", "Ctrl-C: beenden"])
    }

    func testHintsThatFitStayOnOneLine() {
        XCTAssertEqual(KeyHintsNode.lines(["Enter: open", "q: quit"], width: 21), ["Enter: open · q: quit"])
        XCTAssertEqual(KeyHintsNode.lines([], width: 10), [])
    }

    func testAHintWiderThanTheLineStandsAlone() {
        XCTAssertEqual(KeyHintsNode.lines(["a: b", "Enter: a very long action", "c: d"], width: 10), ["a: b", "Enter: a very long action", "c: d"])
    }
}
