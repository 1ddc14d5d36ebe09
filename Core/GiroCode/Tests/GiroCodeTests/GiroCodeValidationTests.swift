import GiroCode
import XCTest

/// Each rule of EPC069-12 that `GiroCode.init` enforces, with the typed error it throws.
final class GiroCodeValidationTests: XCTestCase {
    private let iban = "DE89370400440532013000"

    func testTheNameIsRequired() {
        for name in ["", "   ", "\u{A0}\u{3000}"] {
            assertError(.nameMissing) { try GiroCode(iban: iban, name: name) }
        }
    }

    func testTextLengthsAreCountedInUnicodeScalars() throws {
        XCTAssertNoThrow(try GiroCode(iban: iban, name: String(repeating: "ä", count: 70)))
        assertError(.tooLong(.name, length: 71, maximum: 70)) { try GiroCode(iban: iban, name: String(repeating: "ä", count: 71)) }
        XCTAssertNoThrow(try GiroCode(iban: iban, name: String(repeating: "e\u{301}", count: 35)))
        assertError(.tooLong(.name, length: 72, maximum: 70)) { try GiroCode(iban: iban, name: String(repeating: "e\u{301}", count: 36)) }
        XCTAssertNoThrow(try GiroCode(iban: iban, name: "N", reference: String(repeating: "R", count: 35)))
        assertError(.tooLong(.reference, length: 36, maximum: 35)) { try GiroCode(iban: iban, name: "N", reference: String(repeating: "R", count: 36)) }
        XCTAssertNoThrow(try GiroCode(iban: iban, name: "N", remittanceText: String(repeating: "T", count: 140)))
        assertError(.tooLong(.remittanceText, length: 141, maximum: 140)) {
            try GiroCode(iban: iban, name: "N", remittanceText: String(repeating: "T", count: 141))
        }
        XCTAssertNoThrow(try GiroCode(iban: iban, name: "N", information: String(repeating: "I", count: 70)))
        assertError(.tooLong(.information, length: 71, maximum: 70)) { try GiroCode(iban: iban, name: "N", information: String(repeating: "I", count: 71)) }
    }

    func testLineBreaksControlAndInvisibleFormatCharactersAreRefusedInEveryField() {
        for scalar: Unicode.Scalar in ["\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{200B}", "\u{FEFF}"] {
            let text = "A\(scalar)B"
            assertError(.forbiddenCharacter(.name, scalar)) { try GiroCode(iban: iban, name: text) }
            assertError(.forbiddenCharacter(.iban, scalar)) { try GiroCode(iban: "DE89\(scalar)370400440532013000", name: "N") }
            assertError(.forbiddenCharacter(.bic, scalar)) { try GiroCode(iban: iban, name: "N", bic: "COBADEFF\(scalar)") }
            assertError(.forbiddenCharacter(.purpose, scalar)) { try GiroCode(iban: iban, name: "N", purpose: "GD\(scalar)DS") }
            assertError(.forbiddenCharacter(.reference, scalar)) { try GiroCode(iban: iban, name: "N", reference: text) }
            assertError(.forbiddenCharacter(.remittanceText, scalar)) { try GiroCode(iban: iban, name: "N", remittanceText: text) }
            assertError(.forbiddenCharacter(.information, scalar)) { try GiroCode(iban: iban, name: "N", information: text) }
        }
    }

    func testAnIBANMustBeOne() {
        for text in ["", "DE89", "DE8937040044053201300!", "1289370400440532013000", "D189370400440532013000",
                     "DE8X370400440532013000", "DE89\u{FF13}70400440532013000", "DÉ89370400440532013000",
                     "DE89" + String(repeating: "1", count: 31), "NO93860111179"] {
            assertError(.ibanInvalid, text.debugDescription) { try GiroCode(iban: text, name: "N") }
        }
        for text in ["DE88370400440532013000", "DE89370400440532013001", "BE72000000001617"] {
            assertError(.ibanInvalid, text) { try GiroCode(iban: text, name: "N") }
        }
    }

    func testABICMustHaveEightOrElevenCharactersOfTheRightKinds() {
        for text in ["COBADEF", "COBADEFFX", "COBADEFFXX", "COBADEFFXXXX", "C0BADEFF", "COBAD3FF", "COBADEF_", "COBADEFFÄÖÜ"] {
            assertError(.bicMalformed, text) { try GiroCode(iban: iban, name: "N", bic: text) }
        }
        XCTAssertNoThrow(try GiroCode(iban: iban, name: "N", bic: "COBADE2F"))
        XCTAssertNoThrow(try GiroCode(iban: iban, name: "N", bic: "COBADEFF123"))
    }

    func testTheAmountMustBeFromOneCentTo999999999Euros99() {
        for cents in [0, -1, -100, 100_000_000_000, Int.max, Int.min] {
            assertError(.amountOutOfRange(cents: cents), "\(cents)") { try GiroCode(iban: iban, name: "N", amountInCents: cents) }
        }
    }

    func testAPurposeCodeIsFourLetters() {
        for text in ["CHA", "CHARX", "CH4R", "ÇHAR", "CH-R"] {
            assertError(.purposeMalformed, text) { try GiroCode(iban: iban, name: "N", purpose: text) }
        }
    }

    func testAReferenceAndRemittanceTextCannotBothBeGiven() {
        assertError(.referenceAndRemittanceText) {
            try GiroCode(iban: iban, name: "N", reference: "RF18539007547034", remittanceText: "Rechnung 1")
        }
    }

    func testThePayloadMayHaveAtMost331Bytes() {
        assertError(.payloadTooLong(byteCount: 332)) {
            try GiroCode(iban: iban, name: String(repeating: "N", count: 70), bic: "COBADEFFXXX", amountInCents: 99_999_999_999,
                         purpose: "GDDS", remittanceText: String(repeating: "T", count: 119), information: String(repeating: "I", count: 70))
        }
        // Within every length limit, but three bytes a scalar; BCD, 002, 1, SCT, the IBAN and 11 line feeds.
        assertError(.payloadTooLong(byteCount: 3 * 70 + 3 * 140 + 3 * 70 + 10 + 22 + 11)) {
            try GiroCode(iban: iban, name: String(repeating: "€", count: 70), remittanceText: String(repeating: "€", count: 140),
                         information: String(repeating: "€", count: 70))
        }
    }

    private func assertError(_ expected: GiroCodeError, _ message: String = "", file: StaticString = #filePath, line: UInt = #line,
                             _ make: () throws -> GiroCode) {
        do {
            let code = try make()
            XCTFail("made \(code.payload.debugDescription), expected \(expected). \(message)", file: file, line: line)
        } catch {
            XCTAssertEqual(error as? GiroCodeError, expected, message, file: file, line: line)
        }
    }
}
