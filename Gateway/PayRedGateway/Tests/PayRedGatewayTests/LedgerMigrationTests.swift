import Foundation
@testable import GatewayCore
import GatewayMoney
import GRDB
import Logging
import PayRedGateway
import XCTest

/// A database from before the ledger gets one on upgrade, with nothing lost; `--verify-ledger` checks a file.
final class LedgerMigrationTests: XCTestCase {
    func testStatementsFromBeforeTheLedgerBecomeBalancedMovements() throws {
        let database = try DatabaseQueue()
        try GatewayMigrations.sqliteMigrator.migrate(database, upTo: "v4-session-family")
        try database.write { db in
            let now = Date(timeIntervalSince1970: 1_700_000_000)
            try db.execute(sql: "INSERT INTO user (id, email, status, createdAt) VALUES (1, 'ada@payred.app', 'registered', ?)", arguments: [now])
            for (id, iban, balance) in [("acc_main", "DE89370400440532013000", 6_000), ("acc_savings", "DE44500105175407324931", 2_500)] {
                try db.execute(
                    sql: "INSERT INTO account (id, userId, iban, name, currency, balanceMinorUnits, createdAt) VALUES (?, 1, ?, ?, 'EUR', ?, ?)",
                    arguments: [id, iban, id, balance, now]
                )
            }
            try db.execute(sql: "INSERT INTO transfer (id, userId, fromAccountId, toIban, amountMinorUnits, currency, description, createdAt) VALUES ('trf_own', 1, 'acc_main', 'DE44500105175407324931', 2000, 'EUR', '', ?), ('trf_out', 1, 'acc_main', 'NL91ABNA0417164300', 1000, 'EUR', '', ?)", arguments: [now, now])
            let lines: [(String, Int64, String?)] = [("acc_main", 10_000, nil), ("acc_main", -2_000, "trf_own"), ("acc_savings", 2_000, "trf_own"), ("acc_main", -1_000, "trf_out")]
            for (account, amount, transfer) in lines {
                try db.execute(
                    sql: "INSERT INTO accountTransaction (userId, accountId, amountMinorUnits, currency, description, counterpartyName, transferId, createdAt) VALUES (1, ?, ?, 'EUR', '', 'x', ?, ?)",
                    arguments: [account, amount, transfer, now]
                )
            }
        }
        try GatewayMigrations.sqliteMigrator.migrate(database)
        let (report, balances, ownLegs) = try database.read { db in
            (
                try LedgerCheck.run(in: db.sqlSession),
                try Int64.fetchAll(db, sql: "SELECT balanceMinorUnits FROM account ORDER BY id"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ledgerEntry WHERE movementId = 'trf_own'")
            )
        }
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(balances, [6_000, 2_500], "no balance changed")
        XCTAssertEqual(ownLegs, 2, "a transfer between own accounts needs no clearing leg")
        XCTAssertEqual(report.movements, 5, "salary, two transfers, and opening balances for what statements do not explain (main's 1,000 less, savings' 500)")
    }

    func testVerifyLedgerChecksAFileAndRefusesAMissingOne() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LedgerMigrationTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("gateway.sqlite").path
        do {
            _ = try await LedgerVerification.run(.sqliteFile(path: path), logger: Logger(label: "test"))
            XCTFail("a missing file was checked")
        } catch let failure as LedgerVerification.Failure {
            XCTAssertEqual(failure.description, "There is no database at \(path).")
        }
        try await GatewayDatabase(path: path).close()
        let report = try await LedgerVerification.run(.sqliteFile(path: path), logger: Logger(label: "test"))
        XCTAssertTrue(report.holds)
        XCTAssertEqual(LedgerVerification.text(of: report), "The ledger holds: 0 entries in 0 movements over 0 accounts; every movement sums to zero and every balance equals its entries.\n")
        let broken = LedgerCheck.Report(entries: 1, movements: 1, accounts: 0, problems: ["Movement m has 1 legs summing to 5."])
        XCTAssertEqual(LedgerVerification.text(of: broken), "The ledger does not hold (1 entries in 1 movements over 0 accounts):\n- Movement m has 1 legs summing to 5.\n")
    }
}
