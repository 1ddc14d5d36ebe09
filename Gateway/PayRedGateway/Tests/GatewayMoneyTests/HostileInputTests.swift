import Foundation
import GatewayCore
import GatewayTesting
import HummingbirdTesting
import PropertyChecks
import XCTest

/// What a hostile client sends to the Money routes: IBANs that trap naive code, amounts that
/// only look whole, text that hides what it is. Each is refused with a 400 and moves nothing.
final class HostileInputTests: XCTestCase {
    func testAnIBANWithACombiningMarkIsRefusedNotATrap() async throws {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc-main", iban: TestIBAN.main, balance: 10_000)
        try await world.test { client in
            for iban in ["D\u{301}E89370400440532013000", "GB82W\u{20DD}EST12345698765432"] {
                let payee = try await client.send(.post, "/v1/payees", json: Self.json(["name": "Eve", "iban": iban]), token: world.token)
                XCTAssertEqual(payee.status, .badRequest, iban.debugDescription)
                XCTAssertEqual(payee.errorCode, "invalid_iban")
                let transfer = try await client.postTransfer(
                    Self.transferBody(toIban: iban, minorUnits: "100"), key: UUID().uuidString, token: world.token
                )
                XCTAssertEqual(transfer.errorCode, "invalid_iban", iban.debugDescription)
            }
        }
        try await assertEqualAsync(try await world.balance("acc-main"), 10_000)
    }

    func testAnIBANOfAnUnknownCountryOrTheWrongLengthMovesNoMoney() async throws {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc-main", iban: TestIBAN.main, balance: 10_000)
        try await world.test { client in
            // Both have valid mod-97 check digits.
            for iban in ["XX57123456789012345", "DE03123456789012345"] {
                let transfer = try await client.postTransfer(
                    Self.transferBody(toIban: iban, minorUnits: "100"), key: UUID().uuidString, token: world.token
                )
                XCTAssertEqual(transfer.errorCode, "invalid_iban", iban)
            }
        }
        try await assertEqualAsync(try await world.balance("acc-main"), 10_000)
    }

    func testAKeySentTwiceIsRefusedWhateverItsEscapingAndMovesNoMoney() async throws {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc-main", iban: TestIBAN.main, balance: 10_000)
        try await world.test { client in
            // An audit reading the first key would see 5,000.00; a decoder taking the last moves 0.01.
            for second in ["minorUnits", #"minor\u0055nits"#] {
                let body = #"{"fromAccountId":"acc-main","toIban":"\#(TestIBAN.external)","amount":{"minorUnits":500000,"\#(second)":1,"currency":"EUR"},"description":"x"}"#
                let response = try await client.postTransfer(body, key: UUID().uuidString, token: world.token)
                XCTAssertEqual(response.status, .badRequest, second)
                XCTAssertEqual(response.errorCode, "duplicate_field", second)
            }
            let payee = try await client.send(.post, "/v1/payees", json: #"{"name":"Eve","name":"Bob","iban":"\#(TestIBAN.external)"}"#, token: world.token)
            XCTAssertEqual(payee.errorCode, "duplicate_field")
            // A key's name as a value is no duplicate.
            let body = #"{"fromAccountId":"acc-main","toIban":"\#(TestIBAN.external)","amount":{"minorUnits":1,"currency":"EUR"},"description":"currency"}"#
            let ordinary = try await client.postTransfer(body, key: UUID().uuidString, token: world.token)
            XCTAssertEqual(ordinary.status, .created)
        }
        try await assertEqualAsync(try await world.balance("acc-main"), 9_999)
    }

    func testAnAmountThatIsNotAWholeLiteralIsRefusedWhateverTheKeysEscaping() async throws {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc-main", iban: TestIBAN.main, balance: 10_000)
        try await world.test { client in
            for key in ["minorUnits", #"minor\u0055nits"#, #"\u006dinorUnits"#] {
                for amount in ["1.99999999999999999", "1e2", "2.0", "-0.5", "9223372036854775808"] {
                    let body = #"{"fromAccountId":"acc-main","toIban":"\#(TestIBAN.external)","amount":{"\#(key)":\#(amount),"currency":"EUR"},"description":"x"}"#
                    let response = try await client.postTransfer(body, key: UUID().uuidString, token: world.token)
                    XCTAssertEqual(response.status, .badRequest, "\(key): \(amount)")
                    XCTAssertEqual(response.errorCode, "invalid_field", "\(key): \(amount)")
                }
            }
            // The same escaping with a whole amount is an ordinary transfer.
            let body = #"{"fromAccountId":"acc-main","toIban":"\#(TestIBAN.external)","amount":{"minor\u0055nits":250,"currency":"EUR"},"description":"x"}"#
            let whole = try await client.postTransfer(body, key: UUID().uuidString, token: world.token)
            XCTAssertEqual(whole.status, .created)
        }
        try await assertEqualAsync(try await world.balance("acc-main"), 9_750)
    }

    func testTextThatHidesWhatItIsIsRefused() async throws {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc-main", iban: TestIBAN.main, balance: 10_000)
        try await world.test { client in
            for text in ["Maria\u{202E}ztimhcS", "zero\u{200B}width", "line\u{2028}sep", "para\u{2029}sep", "\u{FEFF}bom", "a\u{2066}b\u{2069}"] {
                let payee = try await client.send(.post, "/v1/payees", json: Self.json(["name": text, "iban": TestIBAN.friend]), token: world.token)
                XCTAssertEqual(payee.errorCode, "invalid_characters", text.debugDescription)
                let transfer = try await client.postTransfer(
                    Self.transferBody(toIban: TestIBAN.external, minorUnits: "100", description: text), key: UUID().uuidString, token: world.token
                )
                XCTAssertEqual(transfer.errorCode, "invalid_characters", text.debugDescription)
            }
        }
        try await assertEqualAsync(try await world.count("payee"), 0)
        try await assertEqualAsync(try await world.balance("acc-main"), 10_000)
    }

    func testLengthsCountScalarsSoOneLetterCannotCarryAHugeTail() async throws {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc-main", iban: TestIBAN.main, balance: 10_000)
        let oneLetter = "e" + String(repeating: "\u{301}", count: 100_000)
        try await world.test { client in
            let transfer = try await client.postTransfer(
                Self.transferBody(toIban: TestIBAN.external, minorUnits: "100", description: oneLetter), key: UUID().uuidString, token: world.token
            )
            XCTAssertEqual(transfer.errorCode, "invalid_description")
            let payee = try await client.send(.post, "/v1/payees", json: Self.json(["name": oneLetter, "iban": TestIBAN.friend]), token: world.token)
            XCTAssertEqual(payee.errorCode, "invalid_name")
        }
        try await assertEqualAsync(try await world.balance("acc-main"), 10_000)
    }

    func testNoGeneratedTextMakesThePayeeOrTransferRoutesFail() async throws {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc-main", iban: TestIBAN.main, balance: 1_000_000)
        try await world.test { client in
            try await forAll(300, of: UnicodeGenerators.ibanShapedText) { iban in
                let payee = try await client.send(.post, "/v1/payees", json: Self.json(["name": "Eve", "iban": iban]), token: world.token)
                XCTAssertTrue([.created, .badRequest, .conflict].contains(payee.status), "\(iban.debugDescription): \(payee.status)")
            }
            try await forAll(300, of: UnicodeGenerators.text(upTo: 30)) { text in
                let payee = try await client.send(.post, "/v1/payees", json: Self.json(["name": text, "iban": text]), token: world.token)
                XCTAssertEqual(payee.status, .badRequest, text.debugDescription)
                let transfer = try await client.postTransfer(
                    Self.transferBody(toIban: TestIBAN.external, minorUnits: "1", description: text), key: UUID().uuidString, token: world.token
                )
                XCTAssertTrue([.created, .badRequest].contains(transfer.status), "\(text.debugDescription): \(transfer.status)")
            }
        }
        // Every accepted transfer moved exactly 1 minor unit.
        try await assertEqualAsync(try await world.balance("acc-main"), 1_000_000 - Int64(try await world.count("transfer")))
    }

    private static func json(_ fields: [String: String]) -> String {
        String(decoding: try! JSONEncoder().encode(fields), as: UTF8.self)
    }

    private static func transferBody(toIban: String, minorUnits: String, description: String = "Test") -> String {
        let iban = json(["v": toIban]).dropFirst(5).dropLast()
        let text = json(["v": description]).dropFirst(5).dropLast()
        return #"{"fromAccountId":"acc-main","toIban":\#(iban),"amount":{"minorUnits":\#(minorUnits),"currency":"EUR"},"description":\#(text)}"#
    }
}
