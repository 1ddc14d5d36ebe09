import MoneyText
import XCTest

final class MoneyTextTests: XCTestCase {
    func testDisplayGroupsThousandsAndKeepsTheCents() {
        XCTAssertEqual(MoneyText.text(123_456, currency: "EUR"), "1,234.56 EUR")
        XCTAssertEqual(MoneyText.text(-350, currency: "EUR"), "-3.50 EUR")
        XCTAssertEqual(MoneyText.text(5, currency: "EUR"), "0.05 EUR")
        XCTAssertEqual(MoneyText.text(0, currency: "USD"), "0.00 USD")
        XCTAssertEqual(MoneyText.text(100_000_000, currency: "EUR"), "1,000,000.00 EUR")
    }

    func testCurrenciesWithoutOrWithThreeMinorDigits() {
        XCTAssertEqual(MoneyText.text(1_500, currency: "JPY"), "1,500 JPY")
        XCTAssertEqual(MoneyText.text(-1_234, currency: "KWD"), "-1.234 KWD")
    }

    func testTheExtremesDoNotOverflow() {
        XCTAssertEqual(MoneyText.text(.min, currency: "EUR", style: .plain), "-92233720368547758.08")
        XCTAssertEqual(MoneyText.text(.max, currency: "EUR", style: .plain), "92233720368547758.07")
    }

    func testPlainIsForFiles() {
        XCTAssertEqual(MoneyText.text(-123_456, currency: "EUR", style: .plain), "-1234.56")
    }

    func testMaskedHidesTheFigure() {
        XCTAssertEqual(MoneyText.text(123_456, currency: "EUR", masked: true), "••••• EUR")
    }

    func testAmountsInTextAreMaskedWhateverTheirSizeSignOrCurrency() {
        XCTAssertEqual(
            MoneyText.maskingAmounts(in: "Ana sent you 1,234,567.89 EUR; you paid -3.50 EUR and 1,500 JPY. Ref 2027 EURO 12"),
            "Ana sent you ••••• EUR; you paid ••••• EUR and ••••• JPY. Ref 2027 EURO 12"
        )
    }

    func testGermanSwapsTheSeparators() {
        XCTAssertEqual(MoneyText.text(111_470, currency: "EUR", in: .german), "1.114,70 EUR")
        XCTAssertEqual(MoneyText.text(-350, currency: "EUR", in: .german), "-3,50 EUR")
        XCTAssertEqual(MoneyText.text(1_234_567, currency: "JPY", in: .german), "1.234.567 JPY")
        XCTAssertEqual(MoneyText.text(111_470, currency: "EUR", style: .plain, in: .german), "1114.70")
        XCTAssertEqual(MoneyText.text(111_470, currency: "EUR", style: .input, in: .german), "1114,70")
        XCTAssertEqual(MoneyText.text(111_470, currency: "EUR", style: .input, in: .english), "1114.70")
    }

    func testGermanAmountsInTextAreMasked() {
        XCTAssertEqual(
            MoneyText.maskingAmounts(in: "Ana hat dir 1.234.567,89 EUR gesendet; du hast -3,50 EUR bezahlt."),
            "Ana hat dir ••••• EUR gesendet; du hast ••••• EUR bezahlt."
        )
    }
}
