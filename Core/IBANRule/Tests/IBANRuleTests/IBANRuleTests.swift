import IBANRule
import XCTest

/// The IBAN rule: country, length, shape and mod-97 check digits, whitespace and case forgiven,
/// and the grouped form.
final class IBANRuleTests: XCTestCase {
    func testValidIBANsOfSeveralCountriesPass() {
        for iban in ["DE89370400440532013000", "de89 3704 0044 0532 0130 00", "GB82WEST12345698765432",
                     "FR1420041010050500013M02606", "NL91ABNA0417164300", "NO9386011117947", "MT84MALT011000012345MTLCAST001S"] {
            XCTAssertTrue(IBANRule.isValid(iban), iban)
        }
    }

    func testAWrongCheckDigitOrShapeFails() {
        for text in ["DE88370400440532013000", "DE8937040044053201300!", "1289370400440532013000", "DE89", "", "D",
                     "DE89370400440532013000123456789012345", "DEXX370400440532013000"] {
            XCTAssertFalse(IBANRule.isValid(text), text)
        }
    }

    func testAnIBANOfTheWrongLengthForItsCountryOrOfAnUnlistedCountryFails() {
        // Each has valid mod-97 check digits: only the registry refuses them.
        for text in ["XX57123456789012345", "DE03123456789012345", "NL58ABNA041716430"] {
            XCTAssertFalse(IBANRule.isValid(text), text)
        }
        XCTAssertNil(IBANRule.make(countryCode: "DE", bban: "1234567890123"))
        XCTAssertNil(IBANRule.make(countryCode: "XX", bban: "123456789012345"))
    }

    func testLettersCarryingCombiningMarksAreRefusedWithoutTrapping() {
        for text in ["D\u{301}E89370400440532013000", "GB82W\u{20DD}EST12345698765432", "DE89\u{FF13}70400440532013000"] {
            XCTAssertFalse(IBANRule.isValid(text), text.debugDescription)
        }
    }

    func testMakeComputesTheCheckDigits() {
        XCTAssertEqual(IBANRule.make(countryCode: "DE", bban: "370400440532013000"), "DE89370400440532013000")
        XCTAssertEqual(IBANRule.make(countryCode: "GB", bban: "WEST12345698765432"), "GB82WEST12345698765432")
    }

    func testNormalisedAndGroupedForms() {
        XCTAssertEqual(IBANRule.normalised(" de89 3704\t0044 0532 0130 00 "), "DE89370400440532013000")
        XCTAssertEqual(IBANRule.grouped("de89370400440532013000"), "DE89 3704 0044 0532 0130 00")
    }
}
