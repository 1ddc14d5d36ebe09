import EmailAddressRule
import XCTest

final class EmailAddressRuleTests: XCTestCase {
    func testWellFormedAddressesAreAcceptedLowerCased() {
        let cases: [(raw: String, normalised: String)] = [
            ("ada@payred.app", "ada@payred.app"),
            ("Ada.Lovelace@PayRed.App", "ada.lovelace@payred.app"),
            ("a@b.co", "a@b.co"),
            ("first.last+tag@mail.example.co.uk", "first.last+tag@mail.example.co.uk"),
            ("o'brien_!#$%&*/=?^`{|}~-@x-1.io", "o'brien_!#$%&*/=?^`{|}~-@x-1.io"),
            ("user@123.456", "user@123.456"),
            (String(repeating: "a", count: 64) + "@payred.app", String(repeating: "a", count: 64) + "@payred.app"),
            ("a@" + String(repeating: "b", count: 63) + ".io", "a@" + String(repeating: "b", count: 63) + ".io"),
        ]
        for (raw, normalised) in cases {
            XCTAssertEqual(EmailAddressRule.normalised(raw), normalised, raw)
        }
    }

    func testSurroundingWhitespaceAndNewlinesAreTrimmed() {
        let cases: [(raw: String, normalised: String)] = [
            ("  Demo@PayRed.app \n", "demo@payred.app"),
            ("\tada@payred.app", "ada@payred.app"),
            ("ada@payred.app\r\n", "ada@payred.app"),
            ("\u{00A0}ada@payred.app\u{2003}", "ada@payred.app"),
        ]
        for (raw, normalised) in cases {
            XCTAssertEqual(EmailAddressRule.normalised(raw), normalised, raw.debugDescription)
        }
    }

    func testMalformedAddressesAreRefused() {
        let cases = [
            "", "   ", "ada", "not an email", "@payred.app", "ada@", "ada@payred", "a@b",
            "a@b@payred.app", "ada@payred.", "ada@.payred.app", "ada@payred..app",
            ".ada@payred.app", "ada.@payred.app", "a..b@x.io",
            "a@-x.io", "a@x-.io", "a@x.-io", "a@x_y.io", "ada lovelace@payred.app", "ada@pay red.app",
            "ada(at)@payred.app", "\"ada\"@payred.app", "adà@payred.app", "ada@payrèd.app",
            String(repeating: "a", count: 65) + "@payred.app",
            "a@" + String(repeating: "b", count: 64) + ".io",
        ]
        for raw in cases {
            XCTAssertNil(EmailAddressRule.normalised(raw), raw.debugDescription)
        }
    }

    func testAddressesLongerThan254CharactersAreRefused() {
        let domain = [String](repeating: String(repeating: "d", count: 60), count: 4).joined(separator: ".")
        let fits = String(repeating: "a", count: 254 - domain.count - 1) + "@" + domain
        XCTAssertEqual(fits.count, 254)
        XCTAssertEqual(EmailAddressRule.normalised(fits), fits)
        XCTAssertNil(EmailAddressRule.normalised("a" + fits))
    }
}
