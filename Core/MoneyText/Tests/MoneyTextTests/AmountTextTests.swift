import MoneyText
import XCTest

/// Amounts as people type them, including the grouped form the app itself shows.
final class AmountTextTests: XCTestCase {
    func testPlainGroupedAndDecimalAmountsAreReadExactly() {
        let cases: [(String, Int64)] = [
            ("12", 1_200), ("12.5", 1_250), ("12,50", 1_250), ("1,250.00", 125_000), ("1.250,00", 125_000),
            ("1,234,567.89", 123_456_789), ("1.000.000,5", 100_000_050), ("999", 99_900),
            (" 12.50", 1_250), ("12.50 ", 1_250), ("\t 7 ", 700),
        ]
        for (text, minorUnits) in cases {
            XCTAssertEqual(AmountText.minorUnits(text), minorUnits, text)
        }
    }

    func testGroupsThatAreNotThreesMixedSeparatorsOrAmbiguousAmountsAreRefused() {
        for text in ["1,250", "1.250", "12.345", "1,00,000", "1,000,00.5", "12,34.5", "1.250.00,5", "1,2500", ",50", "1,", "1,000,", "1,.5", "1 000", "1,000.000", " ", "12. 50"] {
            XCTAssertNil(AmountText.minorUnits(text), text)
        }
    }
}
