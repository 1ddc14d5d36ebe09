import Foundation
import GatewayCore
import GatewayTesting
import GRDB
import Logging
@testable import PayRedGateway
import XCTest

/// The demo data tells one story: each notification about money describes, and links to, a seeded transaction,
/// and each favourite is a seeded payee.
final class DemoCoherenceTests: XCTestCase {
    private func seededDemo() async throws -> GatewayEnvironment {
        let environment = GatewayEnvironment(
            database: try await TestDatabases.open(),
            isDemo: true,
            logger: Logger(label: "payred.gateway.demo-test") { _ in SwiftLogNoOpLogHandler() }
        )
        try await DemoSeeder(environment: environment).seedIfEmpty()
        return environment
    }

    func testEachFavouritePaysTheSeededPayeeOfItsNameAndDeletingThePayeeUnlinksIt() async throws {
        let environment = try await seededDemo()
        let linked = try await environment.database.store.rows("""
            SELECT favourite.name AS favourite, payee.name AS payee, payee.id AS payeeId
            FROM favourite LEFT JOIN payee ON payee.id = favourite.payeeId
            """)
        XCTAssertEqual(linked.count, 4)
        for row in linked {
            XCTAssertEqual(row["payee"] as String?, row["favourite"] as String?)
        }

        let payeeId: String = try XCTUnwrap(linked.first?["payeeId"])
        let unlinked = try await environment.database.store.write { session in
            try session.execute("DELETE FROM payee WHERE id = \(payeeId)")
            return try session.value(Int.self, "SELECT COUNT(*) FROM favourite WHERE payeeId IS NULL")
        }
        XCTAssertEqual(unlinked, 1, "the favourite of the deleted payee is kept, unlinked")
    }

    func testTheDemosMoneyNotificationsDescribeSeededTransactions() async throws {
        let environment = try await seededDemo()
        let notifications = try await environment.database.store.rows(
            "SELECT kind, amountMinorUnits, currency, counterparty, link, createdAt FROM notification WHERE kind IN ('salary.received', 'card.paid', 'money.received')"
        )
        let transactions = try await environment.database.store.rows("SELECT id, counterpartyName, amountMinorUnits, createdAt FROM accountTransaction")

        XCTAssertEqual(notifications.count, 3)
        for notification in notifications {
            let kind: String = notification["kind"]
            let counterparty: String = notification["counterparty"]
            let amount: Int64 = notification["amountMinorUnits"]
            let createdAt: Date = notification["createdAt"]
            let link: String = try XCTUnwrap(notification["link"], kind)
            XCTAssertEqual(notification["currency"] as String, "EUR")
            let described = transactions.contains { transaction in
                let id: Int64 = transaction["id"]
                let name: String = transaction["counterpartyName"]
                let cents: Int64 = transaction["amountMinorUnits"]
                let date: Date = transaction["createdAt"]
                return name == counterparty && cents.magnitude == amount.magnitude && date == createdAt
                    && link == "payred://transactions/\(id)"
            }
            XCTAssertTrue(described, "the link opens no seeded transaction that the \(kind) notification tells of")
        }
    }
}
