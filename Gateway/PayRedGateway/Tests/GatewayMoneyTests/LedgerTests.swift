import Foundation
import GatewayContract
import GatewayCore
@testable import GatewayMoney
import GatewayTesting
import GRDB
import HummingbirdTesting
import XCTest

/// The double-entry ledger: transfers between PayRed users, the receiver's side, and the check.
final class LedgerTests: XCTestCase {
    /// Ada (the world's user) with 1,000.00 EUR, and Eve with an empty account of her own.
    private func world() async throws -> (world: MoneyTestWorld, eve: (userID: Int64, token: String)) {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc_ada", iban: TestIBAN.main, balance: 100_000)
        let eve = try await world.otherUser()
        try await world.addAccount("acc_eve", iban: TestIBAN.other, balance: 0, owner: eve.userID)
        return (world, eve)
    }

    func testATransferToAnotherPayRedUserCreditsThemAtOnce() async throws {
        let (world, eve) = try await world()
        try await world.test { client in
            let response = try await client.postTransfer(
                transferJSON(from: "acc_ada", toIban: TestIBAN.other, minorUnits: 2_500, description: "Dinner"), key: "k1", token: world.token
            )
            XCTAssertEqual(response.status, .created)
            try await assertEqualAsync(try await world.balance("acc_ada"), 97_500)
            try await assertEqualAsync(try await world.balance("acc_eve"), 2_500)

            let sent = try await client.send(.get, "/v1/transactions", token: world.token).payload(Components.Schemas.TransactionPage.self).items
            XCTAssertEqual(sent.map(\.amount.minorUnits), [-2_500])
            XCTAssertEqual(sent.first?.counterpartyName, "Ada Lovelace", "the receiver's name, as the bank knows it")
            let received = try await client.send(.get, "/v1/transactions", token: eve.token).payload(Components.Schemas.TransactionPage.self).items
            XCTAssertEqual(received.map(\.amount.minorUnits), [2_500])
            XCTAssertEqual(received.first?.accountId, "acc_eve")
            XCTAssertEqual(received.first?.counterpartyName, "Ada Lovelace")
            XCTAssertEqual(received.first?.description, "Dinner")
            try await assertEqualAsync(try await world.ledgerReport().problems, [])
        }
    }

    func testAPayerWhoGaveNoNameIsNeverShownByTheirEmail() async throws {
        let (world, eve) = try await world()
        try await world.harness.environment.database.store.write { session in
            try session.execute(#"UPDATE "user" SET firstName = '', lastName = ''"#)
        }
        try await world.test { client in
            _ = try await client.postTransfer(
                transferJSON(from: "acc_ada", toIban: TestIBAN.other, minorUnits: 2_500, description: "Dinner"), key: "k1", token: world.token
            )
            let received = try await client.send(.get, "/v1/transactions", token: eve.token).payload(Components.Schemas.TransactionPage.self).items
            XCTAssertEqual(received.first?.counterpartyName, "A PayRed user")
            let sent = try await client.send(.get, "/v1/transactions", token: world.token).payload(Components.Schemas.TransactionPage.self).items
            XCTAssertEqual(sent.first?.counterpartyName, "A PayRed user")
        }
        let notices = try await world.harness.environment.database.store.rows("SELECT counterparty FROM notification WHERE userId = \(eve.userID)")
        XCTAssertEqual(notices.map { $0["counterparty"] as String }, ["A PayRed user"])
    }

    func testTheReceiverIsNotifiedAndHearsAnEvent() async throws {
        let (world, eve) = try await world()
        try await world.test { client in
            _ = try await client.postTransfer(
                transferJSON(from: "acc_ada", toIban: TestIBAN.other, minorUnits: 2_500, description: "Dinner"), key: "k1", token: world.token
            )
        }
        let notices = try await world.harness.environment.database.store.rows(
            "SELECT kind, amountMinorUnits, currency, counterparty, reference, title, link, readAt FROM notification WHERE userId = \(eve.userID)"
        )
        let events = try await world.harness.environment.database.store.read { session in
            try UserEventLog.events(of: eve.userID, after: 0, limit: 10, in: session)
        }
        XCTAssertEqual(notices.map { $0["kind"] as String }, ["money.received"])
        XCTAssertEqual(notices.map { $0["amountMinorUnits"] as Int64 }, [2_500])
        XCTAssertEqual(notices.map { $0["currency"] as String }, ["EUR"])
        XCTAssertEqual(notices.map { $0["counterparty"] as String }, ["Ada Lovelace"])
        XCTAssertEqual(notices.map { $0["reference"] as String }, ["Dinner"])
        XCTAssertEqual(notices.map { $0["title"] as String }, [""], "no sentence is stored for the app to show")
        let line = try await world.harness.environment.database.store.read { session in
            try session.value(Int64.self, "SELECT id FROM accountTransaction WHERE userId = \(eve.userID)")
        }
        XCTAssertEqual(notices.map { $0["link"] as String? }, [line.map { "payred://transactions/\($0)" }], "it opens the receiver's statement line")
        XCTAssertEqual(events.map(\.type), ["money.received", "notifications.changed"], "the money first, as the app shows it")
        XCTAssertEqual(events.last?.data, #"{"unread":1}"#)
        XCTAssertTrue(events.first?.data.contains(#""from":"Ada Lovelace""#) == true)
        XCTAssertTrue(events.first?.data.contains(#""minorUnits":2500"#) == true)
        let adasEvents = try await world.harness.environment.database.store.read { session in
            try UserEventLog.events(of: world.userID, after: 0, limit: 10, in: session)
        }
        XCTAssertEqual(adasEvents, [], "the sender hears nothing")
    }

    func testATransferBetweenOwnAccountsIsOneMovementWithoutANotification() async throws {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc_main", iban: TestIBAN.main, balance: 10_000)
        try await world.addAccount("acc_savings", iban: TestIBAN.savings, balance: 0)
        try await world.test { client in
            let response = try await client.postTransfer(
                transferJSON(from: "acc_main", toIban: TestIBAN.savings, minorUnits: 4_000), key: "k1", token: world.token
            )
            let id = try response.payload(Components.Schemas.Transfer.self).id
            let legs = try await world.harness.environment.database.store.read { session in
                try session.rows("SELECT ledgerAccount, amountMinorUnits FROM ledgerEntry WHERE movementId = \(id) ORDER BY id")
                    .map { "\($0["ledgerAccount"] as String) \($0["amountMinorUnits"] as Int64)" }
            }
            XCTAssertEqual(legs, ["acc_main -4000", "acc_savings 4000"])
            try await assertEqualAsync(try await world.count("notification"), 0)
            try await assertEqualAsync(try await world.ledgerReport().problems, [])
        }
    }

    func testAReceiverAccountInAnotherCurrencyIsRefused() async throws {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc_ada", iban: TestIBAN.main, balance: 10_000)
        let eve = try await world.otherUser()
        try await world.addAccount("acc_eve_usd", iban: TestIBAN.dollars, balance: 0, currency: "USD", owner: eve.userID)
        try await world.test { client in
            let response = try await client.postTransfer(
                transferJSON(from: "acc_ada", toIban: TestIBAN.dollars, minorUnits: 100), key: "k1", token: world.token
            )
            XCTAssertEqual(response.errorCode, "currency_mismatch")
            try await assertEqualAsync(try await world.balance("acc_eve_usd"), 0)
        }
    }

    func testAnUnbalancedMovementIsRefusedAndWritesNothing() async throws {
        let (world, _) = try await world()
        let before = try await world.count("ledgerEntry")
        do {
            try await world.harness.environment.database.store.write { session in
                try Ledger.post("broken", [.init(.customer(id: "acc_ada"), -100), .init(.clearing(currency: "EUR"), 99)], currency: "EUR", at: Date(), in: session)
            }
            XCTFail("an unbalanced movement was posted")
        } catch let error as Ledger.UnbalancedMovement {
            XCTAssertEqual(error.movementID, "broken")
        }
        try await assertEqualAsync(try await world.count("ledgerEntry"), before)
        try await assertEqualAsync(try await world.balance("acc_ada"), 100_000)
    }

    func testTheCheckFindsABalanceItsEntriesDoNotExplain() async throws {
        let (world, _) = try await world()
        try await assertEqualAsync(try await world.ledgerReport().problems, [])
        try await world.harness.environment.database.store.write { session in
            try session.execute("UPDATE account SET balanceMinorUnits = balanceMinorUnits + 1 WHERE id = 'acc_eve'")
            try session.execute("INSERT INTO ledgerEntry (movementId, ledgerAccount, amountMinorUnits, currency, createdAt) VALUES ('lonely', 'clearing:EUR', 5, 'EUR', \(Date()))")
        }
        let report = try await world.ledgerReport()
        XCTAssertFalse(report.holds)
        XCTAssertEqual(report.problems, [
            "The EUR entries sum to 5, not 0.",
            "Movement lonely has 1 legs summing to 5.",
            "Account acc_eve has a balance of 1 but entries summing to 0.",
        ])
    }

    func testTheDemoDataIsInTheLedger() async throws {
        let world = try await MoneyTestWorld()
        try await world.seedDemo(for: world.userID)
        let report = try await world.ledgerReport()
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.accounts, 2)
        XCTAssertGreaterThan(report.movements, 100)
    }
}
