import EmailAddressRule
import PropertyChecks
import XCTest

/// Properties of the email rule over arbitrary Unicode.
final class EmailAddressRuleProperties: XCTestCase {
    func testNoTextTrapsTheRuleAndNormalisingTwiceChangesNothing() {
        let check = { (text: String) in
            guard let normalised = EmailAddressRule.normalised(text) else { return }
            XCTAssertEqual(EmailAddressRule.normalised(normalised), normalised, text.debugDescription)
            XCTAssertTrue(normalised.unicodeScalars.allSatisfy(\.isASCII), text.debugDescription)
        }
        forAll(3_000, of: UnicodeGenerators.text(upTo: 40), check)
        forAll(3_000, of: UnicodeGenerators.emailShapedText, check)
    }
}
