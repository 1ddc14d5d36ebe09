import Localization
import TerminalUI
import XCTest

@MainActor
final class LayoutTests: XCTestCase {
    func testTextWrapsAtWordsAndSplitsLongWords() async {
        let host = makeHost(columns: 10) {
            Text("the quick brown fox jumps")
            Text("abcdefghijklmnop")
            Text("line one\nline two")
        }
        XCTAssertEqual(host.render().plainLines.prefix(7), [
            "the quick", "brown fox", "jumps", "abcdefghij", "klmnop", "line one", "line two",
        ])
    }

    func testALinkWrapsAfterItsQuestionMarkAndBeforeItsAmpersands() async {
        let link = "payred://pay?iban=DE98100101230603313754&name=Bea%20Kim&amount=12.50&currency=EUR&reference=Dinner"
        let host = makeHost(columns: 40) {
            Text(link)
            Text("payred://pay?reference=" + String(repeating: "x", count: 30))
        }
        XCTAssertEqual(host.render().plainLines.prefix(5), [
            "payred://pay?iban=DE98100101230603313754",
            "&name=Bea%20Kim&amount=12.50",
            "&currency=EUR&reference=Dinner",
            "payred://pay?",
            "reference=" + String(repeating: "x", count: 30),
        ])
    }

    func testPaddingInsetsContentAndNarrowsTheWrapWidth() async {
        let host = makeHost(columns: 12) {
            Text("hello wide world").padding(horizontal: 2, vertical: 1)
            Text("after")
        }
        XCTAssertEqual(host.render().plainText, "\n  hello\n  wide\n  world\n\nafter")
    }

    func testStacksSpacingDividerAndSpacer() async {
        let host = makeHost(columns: 8) {
            VStack(spacing: 1) {
                HStack { Text("a"); Text("b") }
                HStack(spacing: 3) { Text("c"); Text("d") }
            }
            Divider()
            Spacer()
            Text("end")
        }
        XCTAssertEqual(host.render().plainText, "a b\n\nc   d\n────────\n\nend")
    }

    func testStylesAreRenderedAsSGR() async {
        let host = makeHost {
            Text("Title").bold()
            Text("Hint").dim()
            Text("Oops").foregroundColor(.red)
            Text("Plain")
        }
        let lines = host.render().lines
        XCTAssertEqual(lines[0], "\u{1B}[0;1mTitle\u{1B}[0m")
        XCTAssertEqual(lines[1], "\u{1B}[0;2mHint\u{1B}[0m")
        XCTAssertEqual(lines[2], "\u{1B}[0;31mOops\u{1B}[0m")
        XCTAssertEqual(lines[3], "Plain")
    }

    func testLoginScreenPlainText() async {
        let model = LoginViewModel()
        let frame = makeLoginHost(model).render()
        XCTAssertEqual(frame.lines.count, 24)
        XCTAssertEqual(Array(frame.plainLines.prefix(11)), [
            "  PayRed",
            "",
            "  Sign in with your email",
            "",
            "  > Email address",
            "",
            "    [ ] I accept the terms and conditions",
            "",
            "    [ Continue ]",
            "",
            "  " + String(repeating: "─", count: 56),
        ])
        XCTAssertEqual(frame.plainLines[12], "  Tab: next field · Enter: activate · Ctrl-C: quit")
    }

    func testContentTallerThanTheScreenScrollsToTheFocusedControl() async {
        let host = makeHost(columns: 20, rows: 3) {
            for index in 0..<6 { Text("row \(index)") }
            Button("Bottom") {}
        }
        let frame = host.render()
        XCTAssertEqual(frame.plainLines, ["row 5", "> [ Bottom ]", "  ↑ more above"], "the last row says rows are cut above")
    }

    func testContentCutBelowSaysSoInItsLastRow() async {
        let host = makeHost(columns: 20, rows: 4) {
            Button("Top") {}
            for index in 0..<6 { Text("row \(index)") }
        }
        let frame = host.render()
        XCTAssertEqual(frame.plainLines, ["> [ Top ]", "row 0", "row 1", "  ↓ more below"])
        XCTAssertEqual(frame.styleDescriptions.last, "1-14 dim")
    }

    func testTheToolkitsOwnWordsFollowTheLanguageShown() async {
        Language.current = .german
        defer { Language.current = .english }
        let host = makeHost(columns: 30, rows: 4) {
            Button("Top") {}
            for index in 0..<6 { Text("row \(index)") }
        }
        XCTAssertEqual(host.render().plainLines.last, "  ↓ mehr darunter")
        XCTAssertEqual(TerminalError.alreadyRunning.description, "Die Terminal-App läuft bereits.")
    }

    func testContentThatFitsHasNoHintEvenWithBlankRowsBelowIt() async {
        let host = makeHost(columns: 20, rows: 3) {
            VStack(spacing: 1) {
                Text("one")
                Text("two")
            }
            Text("")
        }
        XCTAssertEqual(host.render().plainLines, ["one", "", "two"])
    }

    func testFrameInitialiserStripsStylesForPlainText() async {
        let frame = Frame(lines: ["\u{1B}[0;1mHi\u{1B}[0m  ", "", ""], size: TerminalSize(columns: 10, rows: 3))
        XCTAssertEqual(frame.plainText, "Hi")
    }
}
