import PlainTextRule
import PropertyChecks
import XCTest

/// Properties of the plain-text rule over arbitrary Unicode.
final class PlainTextRuleProperties: XCTestCase {
    func testNoTextTrapsTheRuleAndNormalisingTwiceChangesNothing() {
        forAll(5_000, of: UnicodeGenerators.text(upTo: 60)) { text in
            let normalised = PlainTextRule.normalised(text)
            XCTAssertEqual(PlainTextRule.normalised(normalised), normalised, text.debugDescription)
            _ = PlainTextRule.problem(in: text, maximumLength: 20)
        }
    }

    func testAcceptedTextHasNoControlFormatOrSeparatorScalarButAnEmojiJoiner() {
        forAll(5_000, of: UnicodeGenerators.text(upTo: 30)) { text in
            guard PlainTextRule.problem(in: text, maximumLength: 30) == nil else { return }
            let scalars = Array(text.unicodeScalars)
            for (index, scalar) in scalars.enumerated() {
                switch scalar.properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator:
                    XCTFail("accepted \(text.debugDescription)")
                case .format:
                    XCTAssertEqual(scalar, "\u{200D}", text.debugDescription)
                    XCTAssertTrue(index > 0 && index + 1 < scalars.count && scalars[index + 1].properties.isEmoji, text.debugDescription)
                default:
                    break
                }
            }
        }
    }
}
