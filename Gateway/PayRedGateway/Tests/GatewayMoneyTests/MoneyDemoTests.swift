import Foundation
import GatewayContract
import GatewayTesting
import GRDB
import XCTest

final class MoneyDemoTests: XCTestCase {
    func testTheDemoHasAccountsCardsPayeesAndAHistoryThatAddsUpToTheBalances() async throws {
        let world = try await MoneyTestWorld()
        try await world.seedDemo(for: world.userID)
        let now = world.harness.environment.now()
        try await world.test { client in
            let accounts = try await client.send(.get, "/v1/accounts", token: world.token).payload([Components.Schemas.Account].self)
            XCTAssertEqual(accounts.count, 2)
            XCTAssertTrue(accounts.allSatisfy { $0.balance.currency == "EUR" && $0.balance.minorUnits > 0 })
            let cards = try await client.send(.get, "/v1/cards", token: world.token).payload([Components.Schemas.Card].self)
            XCTAssertEqual(cards.count, 3)
            XCTAssertEqual(cards.filter(\.frozen).count, 1)
            let payees = try await client.send(.get, "/v1/payees", token: world.token).payload([Components.Schemas.Payee].self)
            XCTAssertEqual(payees.count, 4)
            for payee in payees {
                let transfer = try await client.postTransfer(
                    transferJSON(from: accounts[0].id, payeeId: payee.id, minorUnits: 1), key: payee.id, token: world.token
                )
                XCTAssertEqual(transfer.status, .created, "\(payee.iban) is a valid IBAN")
            }
        }
        let entries = try await world.harness.environment.database.store.read { session in
            try session.rows("SELECT accountId, amountMinorUnits, createdAt FROM accountTransaction ORDER BY id")
                .map { (account: $0["accountId"] as String, cents: $0["amountMinorUnits"] as Int64, date: $0["createdAt"] as Date) }
        }
        XCTAssertGreaterThanOrEqual(entries.count, 300)
        XCTAssertEqual(entries.map(\.date), entries.map(\.date).sorted(), "ids grow with time")
        XCTAssertLessThanOrEqual(entries.last?.date ?? .distantFuture, now)
        XCTAssertGreaterThan(entries.first?.date ?? now, now.addingTimeInterval(-200 * 86_400))
        var running: [String: Int64] = [:]
        for entry in entries {
            running[entry.account, default: 0] += entry.cents
            XCTAssertGreaterThanOrEqual(running[entry.account, default: 0], 0, "never overdrawn")
        }
        for (account, total) in running {
            let balance = try await world.balance(account)
            XCTAssertEqual(total, balance, "\(account)'s statement adds up to its balance")
        }
    }
}
