import PlainTextRule
import XCTest

/// The plain-text rule: any C0, DEL or C1 character is a control character; other text is plain.
final class PlainTextRuleTests: XCTestCase {
    func testTextWithoutControlCharactersIsPlain() {
        for text in ["", "Dinner at Café Einstein", "Miete – März 🏠", "1,250.00 €"] {
            XCTAssertFalse(PlainTextRule.hasControlCharacters(text), text)
        }
    }

    func testEscapeSequencesBellsLineBreaksAndC1AreControlCharacters() {
        for text in ["\u{1B}[2J", "ring\u{07}", "two\nlines", "tab\there", "del\u{7F}", "c1\u{9B}31m"] {
            XCTAssertTrue(PlainTextRule.hasControlCharacters(text), text.debugDescription)
        }
    }
}
