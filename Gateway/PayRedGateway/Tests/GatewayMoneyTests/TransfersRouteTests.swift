import Foundation
import GatewayContract
import GatewayCore
import GatewayTesting
import HummingbirdTesting
import XCTest

final class TransfersRouteTests: XCTestCase {
    /// A user with a main (1,000.00 EUR), a savings (50.00 EUR) and a USD account, a payee, and
    /// another user with an account of their own.
    private func world() async throws -> (world: MoneyTestWorld, payeeID: String, other: (userID: Int64, token: String)) {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc_main", iban: TestIBAN.main, balance: 100_000)
        try await world.addAccount("acc_savings", iban: TestIBAN.savings, balance: 5_000)
        try await world.addAccount("acc_usd", iban: TestIBAN.dollars, balance: 5_000, currency: "USD")
        let other = try await world.otherUser()
        try await world.addAccount("acc_eve", iban: TestIBAN.other, balance: 7_000, owner: other.userID)
        try await world.addPayee("pay_sophie", name: "Sophie", iban: TestIBAN.friend)
        return (world, "pay_sophie", other)
    }

    private static func transactions(_ client: any TestClientProtocol, token: String) async throws -> [Components.Schemas.Transaction] {
        try await client.send(.get, "/v1/transactions", token: token).payload(Components.Schemas.TransactionPage.self).items
    }

    func testATransferBetweenOwnAccountsDebitsOneAndCreditsTheOther() async throws {
        let (world, _, _) = try await world()
        try await world.test { client in
            let response = try await client.postTransfer(
                transferJSON(from: "acc_main", toIban: "de44 5001 0517 5407 3249 31", minorUnits: 12_345, description: "Holiday fund"),
                key: "k1",
                token: world.token
            )
            XCTAssertEqual(response.status, .created)
            let transfer = try response.payload(Components.Schemas.Transfer.self)
            XCTAssertTrue(transfer.id.hasPrefix("trf_"))
            XCTAssertEqual(transfer.fromAccountId, "acc_main")
            XCTAssertEqual(transfer.toIban, TestIBAN.savings, "stored in electronic form")
            XCTAssertNil(transfer.payeeId)
            XCTAssertEqual(transfer.amount, Components.Schemas.Money(minorUnits: 12_345, currency: "EUR"))
            XCTAssertEqual(transfer.description, "Holiday fund")
            XCTAssertEqual(transfer.createdAt, world.harness.environment.now())
            XCTAssertNil(try response.jsonObject()["payload"].flatMap { ($0 as? [String: Any])?["payeeId"] })

            try await assertEqualAsync(try await world.balance("acc_main"), 100_000 - 12_345)
            try await assertEqualAsync(try await world.balance("acc_savings"), 5_000 + 12_345)
            let movements = try await Self.transactions(client, token: world.token)
            XCTAssertEqual(movements.map(\.accountId), ["acc_savings", "acc_main"])
            XCTAssertEqual(movements.map(\.amount.minorUnits), [12_345, -12_345])
            XCTAssertEqual(movements.map(\.counterpartyName), ["Account acc_main", "Account acc_savings"])
        }
    }

    func testATransferToAnotherBankDebitsTheSourceAndCreditsClearing() async throws {
        let (world, _, _) = try await world()
        try await world.test { client in
            let response = try await client.postTransfer(
                transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: 1_000), key: "k1", token: world.token
            )
            XCTAssertEqual(response.status, .created)
            try await assertEqualAsync(try await world.balance("acc_main"), 99_000)
            let mine = try await Self.transactions(client, token: world.token)
            XCTAssertEqual(mine.map(\.amount.minorUnits), [-1_000])
            XCTAssertEqual(mine.first?.counterpartyName, "NL91 ABNA 0417 1643 00", "an unknown IBAN is shown grouped")
            let clearing = try await world.harness.environment.database.store.read { session in
                try session.value(Int64.self, "SELECT SUM(amountMinorUnits) FROM ledgerEntry WHERE ledgerAccount = 'clearing:EUR'")
            }
            XCTAssertEqual(clearing, 1_000 - 100_000 - 5_000 - 7_000, "the clearing account took the money; the openings came from it")
            try await assertEqualAsync(try await world.ledgerReport().problems, [])
        }
    }

    func testATransferToAPayeeUsesTheirIban() async throws {
        let (world, payeeID, _) = try await world()
        try await world.test { client in
            let response = try await client.postTransfer(
                transferJSON(from: "acc_main", payeeId: payeeID, minorUnits: 2_500, description: "Dinner"),
                key: "k1",
                token: world.token
            )
            XCTAssertEqual(response.status, .created)
            let transfer = try response.payload(Components.Schemas.Transfer.self)
            XCTAssertEqual(transfer.payeeId, payeeID)
            XCTAssertEqual(transfer.toIban, TestIBAN.friend)
            let movements = try await Self.transactions(client, token: world.token)
            XCTAssertEqual(movements.first?.counterpartyName, "Sophie")
        }
    }

    func testATransferWithoutAnIdempotencyKeyIsA400() async throws {
        let (world, _, _) = try await world()
        try await world.test { client in
            for key in [nil, "", "   "] {
                let response = try await client.postTransfer(
                    transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: 1), key: key, token: world.token
                )
                XCTAssertEqual(response.status, .badRequest)
                XCTAssertEqual(response.errorCode, "missing_idempotency_key")
            }
            let long = try await client.postTransfer(
                transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: 1),
                key: String(repeating: "k", count: 256),
                token: world.token
            )
            XCTAssertEqual(long.errorCode, "invalid_idempotency_key")
            try await assertEqualAsync(try await world.count("transfer"), 0)
        }
    }

    func testInvalidBodiesAre400sWithStableCodes() async throws {
        let (world, payeeID, _) = try await world()
        // nil: any stable code (GatewayCore maps these decoding failures).
        let cases: [(body: String, code: String?)] = [
            (transferJSON(from: "acc_main", minorUnits: 100), "invalid_destination"),
            (transferJSON(from: "acc_main", toIban: TestIBAN.external, payeeId: payeeID, minorUnits: 100), "invalid_destination"),
            (transferJSON(from: "acc_main", toIban: "DE89370400440532013001", minorUnits: 100), "invalid_iban"),
            (transferJSON(from: "acc_main", toIban: "NOT AN IBAN", minorUnits: 100), "invalid_iban"),
            (transferJSON(from: "acc_main", toIban: "", minorUnits: 100), "invalid_iban"),
            (transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: 0), "invalid_amount"),
            (transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: -500), "invalid_amount"),
            (transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: 100, currency: "XYZ"), "unknown_currency"),
            (transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: 100, currency: "eur"), "unknown_currency"),
            (transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: 100, description: String(repeating: "é", count: 141)),
             "invalid_description"),
            (#"{"fromAccountId":"acc_main","toIban":"\#(TestIBAN.external)","amount":{"minorUnits":12.5,"currency":"EUR"},"description":""}"#,
             nil),
            (#"{"fromAccountId":"acc_main","toIban":"\#(TestIBAN.external)","amount":{"minorUnits":"100","currency":"EUR"},"description":""}"#,
             "invalid_field"),
            (#"{"fromAccountId":"acc_main","toIban":"\#(TestIBAN.external)","description":""}"#, "missing_field"),
            (#"{"fromAccountId":"acc_main","toIban":"\#(TestIBAN.external)","amount":{"minorUnits":100,"currency":"EUR"}}"#, "missing_field"),
            (#"{"fromAccountId": "acc_main", "#, "malformed_body"),
            ("[]", nil),
        ]
        try await world.test { client in
            for (index, testCase) in cases.enumerated() {
                let response = try await client.postTransfer(testCase.body, key: "bad-\(index)", token: world.token)
                XCTAssertEqual(response.status, .badRequest, testCase.body)
                if let code = testCase.code {
                    XCTAssertEqual(response.errorCode, code, testCase.body)
                } else {
                    XCTAssertNotNil(response.errorCode, testCase.body)
                }
            }
            try await assertEqualAsync(try await world.count("transfer"), 0)
            try await assertEqualAsync(try await world.count("idempotencyRecord"), 0, "malformed requests are not remembered")
        }
    }

    func testADescriptionOf140CharactersIsAccepted() async throws {
        let (world, _, _) = try await world()
        try await world.test { client in
            let response = try await client.postTransfer(
                transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: 1, description: String(repeating: "é", count: 140)),
                key: "k1",
                token: world.token
            )
            XCTAssertEqual(response.status, .created)
        }
    }

    func testAnAmountThatIsNotAWholeNumberOfMinorUnitsIsAnInvalidFieldAndMovesNothing() async throws {
        let (world, _, _) = try await world()
        try await world.test { client in
            for (index, amount) in ["1250.0", "1e3", "12.5", "1E2", "-0.0", "1e30", "99999999999999999999"].enumerated() {
                let body = #"{"fromAccountId":"acc_main","toIban":"\#(TestIBAN.external)","amount":{"minorUnits":\#(amount),"currency":"EUR"},"description":"x"}"#
                let response = try await client.postTransfer(body, key: "float-\(index)", token: world.token)
                XCTAssertEqual(response.status, .badRequest, amount)
                XCTAssertEqual(response.errorCode, "invalid_field", amount)
            }
            try await assertEqualAsync(try await world.balance("acc_main"), 100_000)
            try await assertEqualAsync(try await world.count("transfer"), 0)
            let whole = try await client.postTransfer(
                transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: 1_250, description: "minorUnits 1.5 in words"),
                key: "whole", token: world.token
            )
            XCTAssertEqual(whole.status, .created, "a whole number, and the same words inside a string, are fine")
        }
    }

    func testControlCharactersInADescriptionAreRefused() async throws {
        let (world, _, _) = try await world()
        try await world.test { client in
            for (index, text) in [#"Rent\u001b[2J"#, #"Bell\u0007"#, #"Line\nbreak"#, #"C1\u009b31m"#].enumerated() {
                let body = transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: 100, description: text)
                let response = try await client.postTransfer(body, key: "ctl-\(index)", token: world.token)
                XCTAssertEqual(response.status, .badRequest, text)
                XCTAssertEqual(response.errorCode, "invalid_characters", text)
            }
            try await assertEqualAsync(try await world.count("transfer"), 0)
        }
    }

    func testABodyThatIsNotAJSONObjectSaysSo() async throws {
        let (world, _, _) = try await world()
        try await world.test { client in
            for body in ["[]", "42", #""text""#] {
                let response = try await client.postTransfer(body, key: "shape-\(body)", token: world.token)
                XCTAssertEqual(response.status, .badRequest, body)
                XCTAssertEqual(response.errorCode, "malformed_body", body)
                XCTAssertFalse((try? response.jsonObject()["error"] as? [String: Any])?["message"].map { "\($0)".contains("''") } ?? true, "no empty field name")
            }
        }
    }

    func testNoMoneyLeavesAFrozenAccount() async throws {
        let (world, payeeID, _) = try await world()
        try await world.freeze("acc_main")
        try await world.test { client in
            for (index, body) in [transferJSON(from: "acc_main", payeeId: payeeID, minorUnits: 100),
                                  transferJSON(from: "acc_main", toIban: TestIBAN.savings, minorUnits: 100)].enumerated() {
                let response = try await client.postTransfer(body, key: "frozen-\(index)", token: world.token)
                XCTAssertEqual(response.status.code, 422, body)
                XCTAssertEqual(response.errorCode, "account_frozen", body)
            }
            try await assertEqualAsync(try await world.balance("acc_main"), 100_000)
            try await assertEqualAsync(try await world.count("transfer"), 0)
            let intoIt = try await client.postTransfer(
                transferJSON(from: "acc_savings", toIban: TestIBAN.main, minorUnits: 100), key: "into-frozen", token: world.token
            )
            XCTAssertEqual(intoIt.status, .created, "money may still arrive")
        }
    }

    func testBusinessRuleViolationsAre404sAnd422sAndChangeNothing() async throws {
        let (world, _, _) = try await world()
        let cases: [(body: String, status: Int, code: String)] = [
            (transferJSON(from: "acc_nope", toIban: TestIBAN.external, minorUnits: 100), 404, "account_not_found"),
            (transferJSON(from: "acc_eve", toIban: TestIBAN.external, minorUnits: 100), 404, "account_not_found"),
            (transferJSON(from: "acc_main", payeeId: "pay_nope", minorUnits: 100), 404, "payee_not_found"),
            (transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: 100, currency: "USD"), 422, "currency_mismatch"),
            (transferJSON(from: "acc_usd", toIban: TestIBAN.main, minorUnits: 100, currency: "USD"), 422, "currency_mismatch"),
            (transferJSON(from: "acc_main", toIban: TestIBAN.main, minorUnits: 100), 422, "same_account"),
            (transferJSON(from: "acc_savings", toIban: TestIBAN.main, minorUnits: 5_001), 422, "insufficient_funds"),
        ]
        try await world.test { client in
            for (index, testCase) in cases.enumerated() {
                let response = try await client.postTransfer(testCase.body, key: "rule-\(index)", token: world.token)
                XCTAssertEqual(response.status.code, testCase.status, testCase.body)
                XCTAssertEqual(response.errorCode, testCase.code, testCase.body)
            }
            for (id, balance) in [("acc_main", 100_000), ("acc_savings", 5_000), ("acc_usd", 5_000), ("acc_eve", 7_000)] {
                try await assertEqualAsync(try await world.balance(id), Int64(balance), id)
            }
            try await assertEqualAsync(try await world.count("transfer"), 0)
            try await assertEqualAsync(try await world.count("accountTransaction"), 0)
            let mismatch = try await client.postTransfer(cases[3].body, key: "rule-3", token: world.token)
            XCTAssertEqual(try mismatch.jsonObject()["error"].flatMap { ($0 as? [String: Any])?["message"] as? String },
                           "The amount must be in the account's currency, EUR.")
            let exact = try await client.postTransfer(
                transferJSON(from: "acc_savings", toIban: TestIBAN.main, minorUnits: 5_000), key: "all-of-it", token: world.token
            )
            XCTAssertEqual(exact.status, .created, "a transfer may empty the account")
            try await assertEqualAsync(try await world.balance("acc_savings"), 0)
        }
    }
}
