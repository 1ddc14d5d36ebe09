import GiroCode
import PropertyChecks
import XCTest

/// Properties of the payload builder over arbitrary Unicode.
final class GiroCodeProperties: XCTestCase {
    private let iban = "DE89370400440532013000"

    /// Any text in any field is either refused with a typed error or kept as it is, on its own
    /// line, in a payload of at most 12 lines and 331 bytes.
    func testAnyTextInAnyFieldIsRefusedOrKeptOnItsOwnLine() {
        forAll(2_000, of: UnicodeGenerators.text(upTo: 150)) { text in
            let attempts: [(Int, () throws -> GiroCode)] = [
                (5, { [iban] in try GiroCode(iban: iban, name: text) }),
                (9, { [iban] in try GiroCode(iban: iban, name: "N", reference: text) }),
                (10, { [iban] in try GiroCode(iban: iban, name: "N", remittanceText: text) }),
                (11, { [iban] in try GiroCode(iban: iban, name: "N", information: text) }),
            ]
            for (line, make) in attempts {
                guard let code = try? make() else { continue }
                let lines = code.payload.split(separator: "\n", omittingEmptySubsequences: false)
                XCTAssertLessThanOrEqual(code.payload.utf8.count, GiroCode.maximumPayloadBytes)
                XCTAssertLessThanOrEqual(lines.count, 12)
                XCTAssertEqual(lines.count > line ? String(lines[line]) : "", text, text.debugDescription)
            }
        }
    }

    /// IBAN-shaped and arbitrary text as IBAN, BIC and purpose code, and amounts from the
    /// text's scalars, never trap, and whatever is accepted is kept in its compact form.
    func testCodesAndAmountsNeverTrap() {
        forAll(3_000, of: UnicodeGenerators.ibanShapedText) { text in
            let cents = text.unicodeScalars.reduce(0) { $0 &* 31 &+ Int($1.value) } % 200_000_000_000 - 50_000_000_000
            if let code = try? GiroCode(iban: text, name: "N", bic: text, amountInCents: cents, purpose: text) {
                XCTAssertFalse(code.iban.contains(" "))
                XCTAssertLessThanOrEqual(code.payload.utf8.count, GiroCode.maximumPayloadBytes)
            }
            _ = try? GiroCode(iban: text, name: text)
            _ = try? GiroCode(iban: iban, name: "N", bic: text)
            _ = try? GiroCode(iban: iban, name: "N", purpose: text)
        }
        forAll(2_000, of: UnicodeGenerators.text(upTo: 40)) { text in
            _ = try? GiroCode(iban: text, name: text, bic: text, purpose: text)
        }
    }
}
