import TerminalUI
import XCTest

/// A bracketed paste is text for the focused field: through the real key parser, its line breaks,
/// tabs and spaces never act as keys, and outside a field it does nothing.
@MainActor
final class PasteTests: XCTestCase {
    private let start = "\u{1B}[200~"
    private let end = "\u{1B}[201~"

    /// A form like Transfer's: a text field, then a button that sends money, fed through the real parser.
    @MainActor
    private final class Form {
        let text = Box(""), presses = Box(0), submits = Box(0)
        private(set) var host: ViewHost!
        private var parser = KeyParser()

        init() {
            host = makeHost { [text, presses, submits] in
                TextField("Description", text: text.binding, onSubmit: { submits.value += 1 })
                Button("Send") { presses.value += 1 }
            }
        }

        /// Sends the keys each read decodes to, one read after another.
        func feed(_ reads: String...) {
            for read in reads {
                for key in parser.feed(Array(read.utf8)) { host.send(key) }
            }
        }
    }

    func testAPasteWithEnterTabAndSpacePressesNothing() async {
        let form = Form()
        form.feed(start + "lunch\r\t " + end)
        XCTAssertEqual(form.text.value, "lunch")
        XCTAssertEqual(form.presses.value, 0, "the pasted space must not press the button")
        XCTAssertEqual(form.submits.value, 0, "the pasted line break must not submit the field")
        XCTAssertEqual(form.host.focusedLabel, "Description", "the pasted tab must not move focus")
    }

    func testLineBreaksInsideAPasteBecomeOneSpace() async {
        let form = Form()
        form.feed(start + "abc\r\ndef ghi\n\n" + end)
        XCTAssertEqual(form.text.value, "abc def ghi")
    }

    func testAPasteSplitAcrossReadsIsOnePaste() async {
        let form = Form()
        // As reads arrive: the text and the end marker each cut in two.
        form.feed(start + "x\r", "y \u{1B}[2", "01~z")
        XCTAssertEqual(form.text.value, "x yz", "the space pasted before the end is text, then z is typed")
        XCTAssertEqual(form.presses.value + form.submits.value, 0)
    }

    func testAPasteOnAButtonDoesNothing() async {
        let form = Form()
        form.host.send(.tab)
        XCTAssertEqual(form.host.focusedLabel, "Send")
        form.feed(start + " \r" + end)
        XCTAssertEqual(form.presses.value, 0)
        XCTAssertEqual(form.text.value, "")
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
