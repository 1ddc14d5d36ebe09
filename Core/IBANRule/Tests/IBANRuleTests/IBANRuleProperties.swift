import IBANRule
import PropertyChecks
import XCTest

/// Properties of the IBAN rule over arbitrary Unicode.
final class IBANRuleProperties: XCTestCase {
    func testNoTextTrapsTheRuleAndNormalisingTwiceChangesNothing() {
        forAll(3_000, of: UnicodeGenerators.text(upTo: 40)) { text in
            let normalised = IBANRule.normalised(text)
            XCTAssertEqual(IBANRule.normalised(normalised), normalised, text.debugDescription)
            XCTAssertEqual(IBANRule.isValid(text), IBANRule.isValid(normalised), text.debugDescription)
            _ = IBANRule.grouped(text)
        }
        forAll(3_000, of: UnicodeGenerators.ibanShapedText) { text in
            _ = IBANRule.isValid(text)
        }
    }

    func testAValidIBANWithAnyOneCharacterChangedIsRefused() {
        forAll(5_000, of: IBANGenerators.singleChanges) { change in
            let iban = Array(IBANRule.make(countryCode: change.countryCode, bban: change.bban)!.unicodeScalars)
            let index = change.position % iban.count
            let replacement = change.scalar
            let replaced = String(replacement).uppercased().unicodeScalars
            // Whitespace and letter case are forgiven by design. A letter for a digit inside
            // the BBAN makes the number two digits longer, which mod 97 catches 96 times in 97
            // (these BBANs are digits only), so only the rest is a property.
            guard !replacement.properties.isWhitespace, String(replaced) != String(iban[index]),
                  index < 4 || !replaced.allSatisfy({ ("A"..."Z").contains($0) })
            else { return }
            var changed = String.UnicodeScalarView(iban)
            changed.replaceSubrange(changed.index(changed.startIndex, offsetBy: index)..., with: [replacement] + iban[(index + 1)...])
            XCTAssertFalse(IBANRule.isValid(String(changed)), String(changed).debugDescription)
        }
    }
}
