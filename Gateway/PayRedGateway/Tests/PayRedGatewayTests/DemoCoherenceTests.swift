import Foundation
import GatewayCore
import GRDB
import Logging
@testable import PayRedGateway
import XCTest

/// The demo data tells one story: each notification about money describes a seeded transaction.
final class DemoCoherenceTests: XCTestCase {
    func testTheDemosMoneyNotificationsDescribeSeededTransactions() async throws {
        let environment = GatewayEnvironment(
            database: try GatewayDatabase(path: nil),
            isDemo: true,
            logger: Logger(label: "payred.gateway.demo-test") { _ in SwiftLogNoOpLogHandler() }
        )
        try await DemoSeeder(environment: environment).seedIfEmpty()
        let (notifications, transactions) = try environment.database.writer.read { db in
            (
                try Row.fetchAll(db, sql: "SELECT title, body, createdAt FROM notification WHERE title IN ('Salary received', 'Card payment', 'Money received')"),
                try Row.fetchAll(db, sql: "SELECT counterpartyName, amountMinorUnits, createdAt FROM accountTransaction")
            )
        }

        XCTAssertEqual(notifications.count, 3)
        for notification in notifications {
            let body: String = notification["body"]
            let createdAt: Date = notification["createdAt"]
            let euros = try XCTUnwrap(body.firstMatch(of: /€([0-9,]+\.[0-9]{2})/)?.1).replacingOccurrences(of: ",", with: "")
            let described = transactions.contains { transaction in
                let name: String = transaction["counterpartyName"]
                let cents: Int64 = transaction["amountMinorUnits"]
                let date: Date = transaction["createdAt"]
                return body.contains(name) && String(format: "%.2f", Double(cents.magnitude) / 100) == euros && date == createdAt
            }
            XCTAssertTrue(described, "no seeded transaction behind: \(body)")
        }
    }
}
