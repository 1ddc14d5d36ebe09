import Foundation
import GatewayTesting
import HummingbirdTesting
import XCTest

final class TransferIdempotencyTests: XCTestCase {
    private func world() async throws -> MoneyTestWorld {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc_main", iban: TestIBAN.main, balance: 10_000)
        try await world.addAccount("acc_savings", iban: TestIBAN.savings, balance: 0)
        return world
    }

    func testARetryWithTheSameKeyAndBodyReplaysTheFirstAnswerByteForByte() async throws {
        let world = try await world()
        try await world.test { client in
            let body = transferJSON(from: "acc_main", toIban: TestIBAN.savings, minorUnits: 2_500, description: "Rent share")
            let first = try await client.postTransfer(body, key: "retry-me", token: world.token)
            world.harness.clock.advance(by: 60)
            let sameMeaning = #"""
            { "description": "Rent share", "amount": {"currency": "EUR", "minorUnits": 2500},
              "toIban": "de44 5001 0517 5407 3249 31", "fromAccountId": "acc_main" }
            """#
            for retry in [body, sameMeaning] {
                let again = try await client.postTransfer(retry, key: "retry-me", token: world.token)
                XCTAssertEqual(again.status, .created)
                XCTAssertEqual(again.body, first.body)
            }
            try await assertEqualAsync(try await world.balance("acc_main"), 7_500, "the money moved once")
            try await assertEqualAsync(try await world.count("transfer"), 1)
            try await assertEqualAsync(try await world.count("accountTransaction"), 2)
        }
    }

    func testReusingAKeyForADifferentRequestIsA422() async throws {
        let world = try await world()
        try await world.test { client in
            let first = try await client.postTransfer(
                transferJSON(from: "acc_main", toIban: TestIBAN.savings, minorUnits: 2_500), key: "k", token: world.token
            )
            XCTAssertEqual(first.status, .created)
            for body in [
                transferJSON(from: "acc_main", toIban: TestIBAN.savings, minorUnits: 2_501),
                transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: 2_500),
                transferJSON(from: "acc_main", toIban: TestIBAN.savings, minorUnits: 2_500, description: "Other"),
            ] {
                let reused = try await client.postTransfer(body, key: "k", token: world.token)
                XCTAssertEqual(reused.status, .unprocessableContent)
                XCTAssertEqual(reused.errorCode, "idempotency_key_reused")
            }
            try await assertEqualAsync(try await world.balance("acc_main"), 7_500)
        }
    }

    func testARejectedTransferIsRememberedForItsKey() async throws {
        let world = try await world()
        try await world.test { client in
            let tooMuch = transferJSON(from: "acc_main", toIban: TestIBAN.savings, minorUnits: 10_001)
            let first = try await client.postTransfer(tooMuch, key: "k", token: world.token)
            XCTAssertEqual(first.errorCode, "insufficient_funds")
            try await world.setBalance("acc_main", to: 20_000)
            let again = try await client.postTransfer(tooMuch, key: "k", token: world.token)
            XCTAssertEqual(again.status, .unprocessableContent)
            XCTAssertEqual(again.body, first.body, "the key's answer is final")
            try await assertEqualAsync(try await world.count("transfer"), 0)
        }
    }

    func testKeysBelongToTheirUser() async throws {
        let world = try await world()
        let other = try await world.otherUser()
        try await world.addAccount("acc_eve", iban: TestIBAN.other, balance: 1_000, owner: other.userID)
        try await world.test { client in
            let mine = try await client.postTransfer(
                transferJSON(from: "acc_main", toIban: TestIBAN.external, minorUnits: 100), key: "shared", token: world.token
            )
            let theirs = try await client.postTransfer(
                transferJSON(from: "acc_eve", toIban: TestIBAN.external, minorUnits: 100), key: "shared", token: other.token
            )
            XCTAssertEqual(mine.status, .created)
            XCTAssertEqual(theirs.status, .created)
            try await assertEqualAsync(try await world.count("transfer"), 2)
        }
    }

    func testMoreThanOneKeyIsRefusedAndMovesNoMoney() async throws {
        let world = try await world()
        try await world.test { client in
            let body = transferJSON(from: "acc_main", toIban: TestIBAN.savings, minorUnits: 100)
            let two = try await client.send(
                .post, "/v1/transfers", json: body, token: world.token,
                repeated: [("Idempotency-Key", "a"), ("Idempotency-Key", "b")]
            )
            let joined = try await client.postTransfer(body, key: "a, b", token: world.token)

            for response in [two, joined] {
                XCTAssertEqual(response.status, .badRequest)
                XCTAssertEqual(response.errorCode, "invalid_idempotency_key")
            }
            try await assertEqualAsync(try await world.count("transfer"), 0)
            _ = try await client.postTransfer(body, key: "a", token: world.token)
            _ = try await client.postTransfer(body, key: "b", token: world.token)
            try await assertEqualAsync(try await world.count("transfer"), 2, "each key moves the money once")
        }
    }
}
