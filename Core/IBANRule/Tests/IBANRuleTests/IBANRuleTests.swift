import IBANRule
import XCTest

/// The IBAN rule: shape and mod-97 check digits, spaces and case forgiven, and the grouped form.
final class IBANRuleTests: XCTestCase {
    func testValidIBANsOfSeveralCountriesPass() {
        for iban in ["DE89370400440532013000", "de89 3704 0044 0532 0130 00", "GB82WEST12345698765432",
                     "FR1420041010050500013M02606", "NL91ABNA0417164300"] {
            XCTAssertTrue(IBANRule.isValid(iban), iban)
        }
    }

    func testAWrongCheckDigitOrShapeFails() {
        for text in ["DE88370400440532013000", "DE8937040044053201300!", "1289370400440532013000", "DE89", "",
                     "DE89370400440532013000123456789012345", "DEXX370400440532013000"] {
            XCTAssertFalse(IBANRule.isValid(text), text)
        }
    }

    func testNormalisedAndGroupedForms() {
        XCTAssertEqual(IBANRule.normalised(" de89 3704\t0044 0532 0130 00 "), "DE89370400440532013000")
        XCTAssertEqual(IBANRule.grouped("de89370400440532013000"), "DE89 3704 0044 0532 0130 00")
    }
}
