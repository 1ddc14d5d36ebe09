import GiroCode
import XCTest

/// The payload of EPC069-12 version 002 for the guidelines' and other known examples.
final class GiroCodeTests: XCTestCase {
    /// The EPC's own example (the guidelines show it as version 001; this builder writes 002).
    func testTheEPCExample() throws {
        let code = try GiroCode(iban: "BE72000000001616", name: "Red Cross of Belgium", bic: "BPOTBEB1", amountInCents: 100,
                                purpose: "CHAR", remittanceText: "Urgency fund", information: "Sample EPC QR code")
        XCTAssertEqual(code.payload, "BCD\n002\n1\nSCT\nBPOTBEB1\nRed Cross of Belgium\nBE72000000001616\nEUR1\nCHAR\n\nUrgency fund\nSample EPC QR code")
    }

    /// The widely used German sample with a structured ISO 11649 reference and no text or information.
    func testTheFranzMustermannExampleWithAStructuredReference() throws {
        let code = try GiroCode(iban: "DE71110220330123456789", name: "Franz Mustermänn", bic: "BHBLDEHHXXX",
                                amountInCents: 1230, purpose: "GDDS", reference: "RF18539007547034")
        XCTAssertEqual(code.payload, "BCD\n002\n1\nSCT\nBHBLDEHHXXX\nFranz Mustermänn\nDE71110220330123456789\nEUR12.3\nGDDS\nRF18539007547034")
    }

    func testOnlyTheMandatoryElementsLeaveTheBICEmptyAndStopAfterTheIBAN() throws {
        let code = try GiroCode(iban: "DE89370400440532013000", name: "Zoë Müller")
        XCTAssertEqual(code.payload, "BCD\n002\n1\nSCT\n\nZoë Müller\nDE89370400440532013000")
        XCTAssertNil(code.bic)
        XCTAssertNil(code.amountInCents)
    }

    func testEmptyElementsBeforeTheLastGivenOneStay() throws {
        let code = try GiroCode(iban: "DE89370400440532013000", name: "Zoë", information: "Danke!")
        XCTAssertEqual(code.payload, "BCD\n002\n1\nSCT\n\nZoë\nDE89370400440532013000\n\n\n\n\nDanke!")
    }

    func testEmptyOptionalTextsCountAsAbsent() throws {
        let code = try GiroCode(iban: "DE89370400440532013000", name: "Zoë", bic: " ", purpose: "", reference: "",
                                remittanceText: "Rechnung 1", information: "")
        XCTAssertEqual(code, try GiroCode(iban: "DE89370400440532013000", name: "Zoë", remittanceText: "Rechnung 1"))
        XCTAssertEqual(code.payload, "BCD\n002\n1\nSCT\n\nZoë\nDE89370400440532013000\n\n\n\nRechnung 1")
    }

    func testIBANBICAndPurposeLoseWhitespaceAndAreCapitalised() throws {
        let code = try GiroCode(iban: " de89 3704\u{A0}0044 0532 0130 00 ", name: "Zoë", bic: "coba de ff xxx", purpose: "gdds")
        XCTAssertEqual(code.iban, "DE89370400440532013000")
        XCTAssertEqual(code.bic, "COBADEFFXXX")
        XCTAssertEqual(code.purpose, "GDDS")
    }

    func testAmountsAreExactDecimalsOfIntegerCents() throws {
        let expected: [(Int, String)] = [
            (1, "EUR0.01"), (5, "EUR0.05"), (10, "EUR0.1"), (99, "EUR0.99"), (100, "EUR1"), (105, "EUR1.05"),
            (1230, "EUR12.3"), (1234, "EUR12.34"), (100_000, "EUR1000"), (123_456_789, "EUR1234567.89"),
            (99_999_999_999, "EUR999999999.99"), (99_999_999_990, "EUR999999999.9"),
        ]
        for (cents, text) in expected {
            let code = try GiroCode(iban: "DE89370400440532013000", name: "Zoë", amountInCents: cents)
            XCTAssertEqual(code.payload.split(separator: "\n").last.map(String.init), text)
        }
    }

    func testAPayloadOfExactly331BytesIsAccepted() throws {
        let code = try GiroCode(iban: "DE89370400440532013000", name: String(repeating: "N", count: 70), bic: "COBADEFFXXX",
                                amountInCents: 99_999_999_999, purpose: "GDDS",
                                remittanceText: String(repeating: "T", count: 118), information: String(repeating: "I", count: 70))
        XCTAssertEqual(code.payload.utf8.count, 331)
    }
}
