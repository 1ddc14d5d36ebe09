import TerminalUI
import XCTest

/// A bracketed paste is text for the focused field: through the real key parser, its line breaks,
/// tabs and spaces never act as keys, and outside a field it does nothing.
@MainActor
final class PasteTests: XCTestCase {
    private let start = "\u{1B}[200~"
    private let end = "\u{1B}[201~"

    /// A form like Transfer's: a text field, then a button that sends money.
    private func makeForm(text: Box<String>, presses: Box<Int>, submits: Box<Int>) -> ViewHost {
        makeHost {
            TextField("Description", text: text.binding, onSubmit: { submits.value += 1 })
            Button("Send") { presses.value += 1 }
        }
    }

    private func feed(_ input: String, to host: ViewHost, parser: inout KeyParser) {
        for key in parser.feed(Array(input.utf8)) {
            host.send(key)
        }
    }

    func testAPasteWithEnterTabAndSpacePressesNothing() async {
        let text = Box(""), presses = Box(0), submits = Box(0)
        let host = makeForm(text: text, presses: presses, submits: submits)
        var parser = KeyParser()
        feed(start + "lunch\r\t " + end, to: host, parser: &parser)
        XCTAssertEqual(text.value, "lunch")
        XCTAssertEqual(presses.value, 0, "the pasted space must not press the button")
        XCTAssertEqual(submits.value, 0, "the pasted line break must not submit the field")
        XCTAssertEqual(host.focusedLabel, "Description", "the pasted tab must not move focus")
    }

    func testLineBreaksInsideAPasteBecomeOneSpace() async {
        let text = Box(""), presses = Box(0), submits = Box(0)
        let host = makeForm(text: text, presses: presses, submits: submits)
        var parser = KeyParser()
        feed(start + "abc\r\ndef ghi\n\n" + end, to: host, parser: &parser)
        XCTAssertEqual(text.value, "abc def ghi")
    }

    func testAPasteSplitAcrossReadsIsOnePaste() async {
        let text = Box(""), presses = Box(0), submits = Box(0)
        let host = makeForm(text: text, presses: presses, submits: submits)
        var parser = KeyParser()
        // As reads arrive: the text and the end marker each cut in two.
        for read in [start + "x\r", "y \u{1B}[2", "01~z"] {
            for key in parser.feed(Array(read.utf8)) { host.send(key) }
        }
        XCTAssertEqual(text.value, "x yz", "the space pasted before the end is text, then z is typed")
        XCTAssertEqual(presses.value + submits.value, 0)
    }

    func testAPasteOnAButtonDoesNothing() async {
        let text = Box(""), presses = Box(0), submits = Box(0)
        let host = makeForm(text: text, presses: presses, submits: submits)
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Send")
        var parser = KeyParser()
        feed(start + " \r" + end, to: host, parser: &parser)
        XCTAssertEqual(presses.value, 0)
        XCTAssertEqual(text.value, "")
    }

    func testAPasteNeverReachesShortcuts() async {
        let shortcuts = Box(0), unhandled = Box(0)
        let host = makeHost {
            Button("Open") {}
                .onKeyPress(.character("d")) { shortcuts.value += 1 }
        }
        host.onUnhandledKey = { _ in unhandled.value += 1 }
        XCTAssertFalse(host.send(.paste("d")))
        XCTAssertEqual(shortcuts.value, 0)
        XCTAssertEqual(unhandled.value, 0)
    }

    func testAPastedCodeKeepsToTheFieldsRulesAndFillsIt() async {
        let code = Box(""), completed = Box<[String]>([])
        let host = makeHost { OneTimeCodeField("Code", code: code.binding) { completed.value.append($0) } }
        host.send(.paste("12 34-56\r78"))
        XCTAssertEqual(code.value, "123456")
        XCTAssertEqual(completed.value, ["123456"])
    }

    func testAParserCutsAnEndlessPaste() {
        var parser = KeyParser()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 4096)
        XCTAssertEqual(parser.feed(Array(start.utf8)), [])
        for _ in 0..<40 {
            XCTAssertEqual(parser.feed(chunk), [])
        }
        let keys = parser.feed(Array(end.utf8) + [UInt8(ascii: "b")])
        XCTAssertEqual(keys, [.paste(String(repeating: "a", count: KeyParser.pasteLimit)), .character("b")])
    }

    func testAnEndMarkerSplitAcrossReads() {
        var parser = KeyParser()
        XCTAssertEqual(parser.feed(Array((start + "hi\u{1B}[2").utf8)), [])
        XCTAssertEqual(parser.feed(Array("01~\u{1B}".utf8)), [.paste("hi"), .escape])
    }
}
