import PlainTextRule
import XCTest

/// The plain-text rule: no control, format or separator character (but an emoji's joiner), a
/// length counted in scalars, and the trimmed form.
final class PlainTextRuleTests: XCTestCase {
    func testTextWithoutHiddenCharactersIsPlain() {
        for text in ["", "Dinner at Café Einstein", "Miete – März 🏠", "1,250.00 €", "👩‍💻 at work", "❤️‍🔥", "عربي"] {
            XCTAssertNil(PlainTextRule.problem(in: text, maximumLength: 140), text)
        }
    }

    func testEscapeSequencesBellsLineBreaksAndC1AreHidden() {
        for text in ["\u{1B}[2J", "ring\u{07}", "two\nlines", "tab\there", "del\u{7F}", "c1\u{9B}31m"] {
            XCTAssertEqual(PlainTextRule.problem(in: text, maximumLength: 140), .hiddenCharacters, text.debugDescription)
        }
    }

    func testBidiControlsZeroWidthCharactersSeparatorsAndTheBOMAreHidden() {
        for text in ["Maria\u{202E}ztimhcS", "a\u{2066}b\u{2069}", "zero\u{200B}width", "non\u{200C}joiner", "joiner\u{200D}",
                     "\u{200D}👩", "line\u{2028}sep", "para\u{2029}sep", "\u{FEFF}bom", "soft\u{AD}hyphen", "mark\u{200F}"] {
            XCTAssertEqual(PlainTextRule.problem(in: text, maximumLength: 140), .hiddenCharacters, text.debugDescription)
        }
    }

    func testLengthCountsScalarsSoCombiningMarksCannotHideInOneLetter() {
        let oneLetterManyMarks = "e" + String(repeating: "\u{301}", count: 100_000)
        XCTAssertEqual(oneLetterManyMarks.count, 1)
        XCTAssertEqual(PlainTextRule.length(of: oneLetterManyMarks), 100_001)
        XCTAssertEqual(PlainTextRule.problem(in: oneLetterManyMarks, maximumLength: 140), .tooLong(maximum: 140))
        XCTAssertNil(PlainTextRule.problem(in: String(repeating: "é", count: 70), maximumLength: 70))
        XCTAssertEqual(PlainTextRule.problem(in: String(repeating: "e\u{301}", count: 70), maximumLength: 70), .tooLong(maximum: 70))
    }

    func testNormalisedTrimsWhitespaceAndLineBreaksAroundTheText() {
        XCTAssertEqual(PlainTextRule.normalised("  Maria Schmidt \n"), "Maria Schmidt")
        XCTAssertEqual(PlainTextRule.normalised("\u{3000}\t "), "")
        XCTAssertEqual(PlainTextRule.normalised(" \u{301}x "), "\u{301}x")
    }
}
