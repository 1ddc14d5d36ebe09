import DeepLinkUseCaseAPI
import DeepLinkUseCaseImpl
import XCTest

/// Where each kind of `payred://` link leads, and each way one can be wrong.
final class DeepLinkUseCaseImplTests: XCTestCase {
    private let sut = DeepLinkUseCaseImpl()

    func testAPaymentRequestLinkCarriesItsFieldsAsWritten() throws {
        let route = try sut.route(for: "payred://pay?iban=DE35100101236114885928&name=Bob%20Stone&amount=25.00&currency=EUR&reference=Dinner%20%26%20taxi%20%2Btip")
        XCTAssertEqual(route, .pay(.init(iban: "DE35100101236114885928", name: "Bob Stone", amount: "25.00", reference: "Dinner & taxi +tip")))
        XCTAssertEqual(try sut.route(for: "  PAYRED://pay?iban=de35%201001%200123%206114%208859%2028  "),
                       .pay(.init(iban: "de35 1001 0123 6114 8859 28", name: "", amount: "", reference: "")),
                       "an IBAN as people write it, grouped or in lower case, as if typed")
    }

    func testCardAndTransactionLinksLeadToTheirIDs() throws {
        XCTAssertEqual(try sut.route(for: "payred://cards/card_3f9c"), .card(id: "card_3f9c"))
        XCTAssertEqual(try sut.route(for: "payred://transactions/1234"), .transaction(id: "1234"))
    }

    func testEachWrongLinkSaysWhy() {
        let cases: [(String, DeepLinkUseCaseNameSpace.Errors)] = [
            ("https://pay?iban=X", .notAPayRedLink),
            ("", .notAPayRedLink),
            ("payred://pay?iban=X&" + String(repeating: "a", count: 2_048), .tooLong(maximum: 2_048)),
            ("payred://settings", .unknownPlace),
            ("payred://cards", .unknownPlace),
            ("payred://cards/a/b", .unknownPlace),
            ("payred://pay", .missingIBAN),
            ("payred://pay?iban=", .missingIBAN),
            ("payred://pay?iban=X&iban=Y", .unexpectedField("iban")),
            ("payred://pay?iban=X&to=Y", .unexpectedField("to")),
            ("payred://pay?iban=XX", .invalidIBAN),
            ("payred://pay?iban=DE35100101236114885929", .invalidIBAN),
            ("payred://pay?iban=DE35100101236114885928&amount=0", .invalidAmount(maximum: 99_999_999_999)),
            ("payred://pay?iban=DE35100101236114885928&amount=-5", .invalidAmount(maximum: 99_999_999_999)),
            ("payred://pay?iban=DE35100101236114885928&amount=12.505", .invalidAmount(maximum: 99_999_999_999)),
            ("payred://pay?iban=DE35100101236114885928&amount=ten", .invalidAmount(maximum: 99_999_999_999)),
            ("payred://pay?iban=DE35100101236114885928&amount=" + String(repeating: "9", count: 23), .invalidAmount(maximum: 99_999_999_999)),
            ("payred://pay?iban=DE35100101236114885928&amount=1000000000.00", .invalidAmount(maximum: 99_999_999_999)),
            ("payred://pay?iban=DE35100101236114885928&currency=USD", .unsupportedCurrency("USD")),
            ("payred://cards/" + String(repeating: "a", count: 65), .invalidID),
            ("payred://cards/caf%C3%A9", .invalidID),
            ("payred://transactions/%2E%2E", .invalidID),
        ]
        for (link, error) in cases {
            XCTAssertThrowsError(try sut.route(for: link), link) { XCTAssertEqual($0 as? DeepLinkUseCaseNameSpace.Errors, error, link) }
        }
    }

    func testNoTextTrapsTheReader() {
        let samples = ["payred://pay?iban=\u{0}", "payred://%", "payred://pay?iban=👩‍👩‍👧&amount=\u{202E}", "payred://cards/\u{FFFF}", "payred:", "://"]
        for link in samples {
            _ = try? sut.route(for: link)
        }
    }
}
