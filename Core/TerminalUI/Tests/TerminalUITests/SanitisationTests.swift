import TerminalUI
import XCTest

/// Text from data trying to clear the screen, ring the bell and set a colour (through C1 CSI).
private let hostile = "\u{1B}[2J\u{7}x\u{7F}\u{9B}31m\u{0}"
/// How the kit must show it.
private let shown = "␛[2J␇x␡�31m␀"

@MainActor
final class SanitisationTests: XCTestCase {
    /// The frame's rows with the kit's own style sequences removed.
    private func unstyled(_ frame: Frame) -> [String] {
        frame.lines.map { $0.replacing(/\x{1B}\[[0-9;]*m/, with: "") }
    }

    private func assertNothingReachesTheTerminal(_ frame: Frame, file: StaticString = #filePath, line: UInt = #line) {
        for row in unstyled(frame) {
            let controls = row.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            XCTAssertTrue(controls.isEmpty, "Control characters in \(row.debugDescription)", file: file, line: line)
        }
    }

    func testEveryKindOfTextShowsControlCharactersAsVisibleStandIns() async {
        let text = Box(hostile)
        let flag = Box(false)
        let alert = Box(false)
        let host = makeHost(columns: 60, rows: 20) {
            VStack {
                Spacer()
                Text("T:" + hostile)
                Toggle("G:" + hostile, isOn: flag.binding)
                Button("B:" + hostile) {}
                TextField("P:" + hostile, text: Box("").binding)
                TextField("F", text: text.binding)
                ProgressView("S:" + hostile)
                VStack { Text("in box") }.border(title: "R:" + hostile)
            }
            .banner("N:" + hostile)
            .alert("A:" + hostile, isPresented: alert.binding, message: "M:" + hostile) {}
        }
        let frame = host.render()
        assertNothingReachesTheTerminal(frame)
        let rows = frame.plainLines
        for label in ["N", "T", "G", "B", "P", "S", "R"] {
            XCTAssertTrue(rows.contains { $0.contains("\(label):" + shown) }, "\(label) in \(rows)")
        }
        XCTAssertTrue(rows.contains("  " + shown), "Field text in \(rows)")

        alert.value = true
        let withAlert = host.render()
        assertNothingReachesTheTerminal(withAlert)
        XCTAssertTrue(withAlert.plainLines.contains { $0.contains("A:" + shown) })
        XCTAssertTrue(withAlert.plainLines.contains { $0.contains("M:" + shown) })
    }

    func testSheetTitlesAndContentAreSanitisedToo() async {
        let host = makeHost(columns: 50, rows: 10) {
            Text("Base").sheet(title: "Sheet\u{1B}]0;pwned\u{7}", onDismiss: {}) {
                Text("Body\u{1B}[31m")
            }
        }
        let frame = host.render()
        assertNothingReachesTheTerminal(frame)
        XCTAssertTrue(frame.plainText.contains("Sheet␛]0;pwned␇"))
        XCTAssertTrue(frame.plainText.contains("Body␛[31m"))
    }

    func testNewlinesBreakTextButShowAsSymbolsInSingleLineFields() async {
        let text = Box("one\ntwo")
        let host = makeHost(columns: 30) {
            Text("first\nsecond\r\nthird\rfourth\tend")
            TextField("Field", text: text.binding)
            Button("Multi\nline") {}
        }
        let rows = host.render().plainLines
        XCTAssertEqual(Array(rows.prefix(5)), ["first", "second", "third␍fourth␉end", "> one␤two", "  [ Multi␤line ]"])
    }

    func testTypedControlCharactersAreShownNotExecuted() async {
        let text = Box("")
        let host = makeHost { TextField("Field", text: text.binding) }
        host.type("a\u{1B}b")
        XCTAssertEqual(text.value, "a\u{1B}b", "The data is kept as typed")
        XCTAssertEqual(host.render().plainLines[0], "> a␛b")
    }

    func testBidiControlsZeroWidthCharactersAndSeparatorsShowAsOneVisibleColumnEach() async {
        let text = Box("Maria\u{202E}ztimhcS")
        let host = makeHost(columns: 40) {
            Text("a\u{200B}b\u{FEFF}c\u{2028}d\u{2066}e")
            Text("👩‍💻 at work")
            TextField("Field", text: text.binding)
        }
        let rows = host.render().plainLines
        XCTAssertEqual(Array(rows.prefix(3)), ["a�b�c�d�e", "👩‍💻 at work", "> Maria�ztimhcS"])
        XCTAssertEqual(text.value, "Maria\u{202E}ztimhcS", "The data is kept as typed")
    }

    func testSanitisedTextStillWrapsByItsShownWidth() async {
        let host = makeHost(columns: 6) { Text("\u{1B}\u{1B}\u{1B} \u{7}\u{7}") }
        XCTAssertEqual(Array(host.render().plainLines.prefix(2)), ["␛␛␛ ␇␇", ""])
    }
}
