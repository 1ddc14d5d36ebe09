import Foundation
import GatewayContract
import GatewayCore
@testable import GatewayMoney
import GatewayTesting
import XCTest

/// A registered user's first account: their own valid PayRed IBAN, a welcome credit only in demo mode.
final class AccountOpeningTests: XCTestCase {
    private func open(in world: MoneyTestWorld, demo: Bool) async throws {
        let now = world.harness.environment.now()
        try await world.harness.environment.database.store.write { session in
            try AccountOpening.openFirstAccount(for: world.userID, withWelcomeCredit: demo, at: now, in: session)
        }
    }

    func testADemoAccountHasAPayRedIBANAndALabelledWelcomeCredit() async throws {
        let world = try await MoneyTestWorld()
        try await open(in: world, demo: true)
        try await world.test { client in
            let accounts = try await client.send(.get, "/v1/accounts", token: world.token).payload([Components.Schemas.Account].self)
            XCTAssertEqual(accounts.count, 1)
            let account = try XCTUnwrap(accounts.first)
            XCTAssertEqual(account.name, "Current account")
            XCTAssertEqual(account.balance, Components.Schemas.Money(minorUnits: 100_000, currency: "EUR"))
            XCTAssertNotNil(IBAN(account.iban), "a valid IBAN: \(account.iban)")
            XCTAssertTrue(account.iban.hasPrefix("DE") && account.iban.dropFirst(4).hasPrefix(AccountOpening.bankCode), account.iban)

            let history = try await client.send(.get, "/v1/transactions", token: world.token).payload(Components.Schemas.TransactionPage.self)
            XCTAssertEqual(history.items.map(\.counterpartyName), ["PayRed Demo"])
            XCTAssertEqual(history.items.first?.description, "Welcome credit (demo money)")
        }
        let report = try await world.ledgerReport()
        XCTAssertEqual(report.problems, [], "the credit is a movement from the demo funding account")
        XCTAssertEqual(report.movements, 1)
    }

    func testWithoutDemoTheAccountStartsEmptyAndOpeningTwiceOpensOne() async throws {
        let world = try await MoneyTestWorld()
        try await open(in: world, demo: false)
        try await open(in: world, demo: false)
        try await world.test { client in
            let accounts = try await client.send(.get, "/v1/accounts", token: world.token).payload([Components.Schemas.Account].self)
            XCTAssertEqual(accounts.map(\.balance), [Components.Schemas.Money(minorUnits: 0, currency: "EUR")])
            let history = try await client.send(.get, "/v1/transactions", token: world.token).payload(Components.Schemas.TransactionPage.self)
            XCTAssertTrue(history.items.isEmpty)
        }
    }
}
