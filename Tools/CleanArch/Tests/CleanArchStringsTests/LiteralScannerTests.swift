@testable import CleanArchStrings
import XCTest

/// Rule `strings-literal`: which literals are text for people, and which are not.
final class LiteralScannerTests: XCTestCase {
    private func texts(_ source: String) -> [String] {
        LiteralScanner.findings(in: source).map(\.text)
    }

    func testTheTextAViewShowsIsFoundEvenAsOneWord() {
        XCTAssertEqual(texts(#"let v = Text("Retry"); let b = Button("Cancel") { }"#), ["Retry", "Cancel"])
        XCTAssertEqual(texts(#"Toggle("Hide balances", isOn: $hidden)"#), ["Hide balances"])
    }

    func testAKeyHintsWordsAreFoundButNotItsKey() {
        XCTAssertEqual(texts(#"KeyHint("Esc", "back"); KeyHint("Ctrl-C", Strings.App.Footer.quit)"#), ["back"])
    }

    func testAPhraseIsFoundAnywhereAndWhereItIsReported() {
        let findings = LiteralScanner.findings(in: "let a = 1\nstate.notice = \"Your card is frozen\"\n")
        XCTAssertEqual(findings, [.init(line: 2, column: 16, text: "Your card is frozen")])
        XCTAssertEqual(texts(#"@Option(help: "Use the gateway at this URL") var gateway: String?"#), ["Use the gateway at this URL"])
        XCTAssertEqual(texts(#"let t = "Hello \(name), welcome back""#), ["Hello  , welcome back"], "interpolations left out")
    }

    func testWhatIsNotTextForPeopleIsNotFound() {
        let source = #"""
        let id = "menu"
        let label = List("Transactions", count: 3)
        let link = "payred://transactions/\(id)"
        let keys = "Enter Esc"
        logger.info("the session was renewed early")
        precondition(ok, "never happens in a release")
        @available(*, deprecated, message: "use the other one")
        func old() {}
        let symbols = "(•) "
        """#
        XCTAssertEqual(texts(source), [])
    }

    func testAMarkedLineIsAnException() {
        let source = """
        Text("Left alone")
        // cleanarch:ignore strings-literal -- the brand, the same in every language
        Text("PayRed")
        Text("Visa Card") // cleanarch:ignore strings-literal -- a scheme's name

        // cleanarch:ignore strings-literal
        Text("No reason given")
        let marker = "cleanarch:ignore strings-literal -- inside a string"
        Text("Not a comment")
        """
        XCTAssertEqual(texts(source), ["Left alone", "No reason given", "cleanarch:ignore strings-literal -- inside a string", "Not a comment"],
                       "as `cleanarch check`: a comment with a reason, on the line or the line above")
    }

    func testOnlyRealImportsOfAUIFrameworkMarkCodeThatShowsText() {
        XCTAssertTrue(LiteralScanner.showsText("import Foundation\nimport TerminalUI\n"))
        XCTAssertTrue(LiteralScanner.showsText("@preconcurrency import SwiftUI\n"))
        XCTAssertFalse(LiteralScanner.showsText("import Foundation\nlet template = \"\"\"\nimport SwiftUI\n\"\"\"\n"))
    }
}
