import GatewayCore
import GRDB

/// Checks the double-entry ledger: every movement's legs sum to zero, so all entries do, and
/// every customer balance equals the sum of its entries.
public enum LedgerCheck {
    /// What the check found.
    public struct Report: Sendable, Equatable {
        public let entries: Int
        public let movements: Int
        public let accounts: Int
        /// One line per fault; empty when the ledger holds.
        public let problems: [String]

        public var holds: Bool { problems.isEmpty }

        public init(entries: Int, movements: Int, accounts: Int, problems: [String]) {
            self.entries = entries
            self.movements = movements
            self.accounts = accounts
            self.problems = problems
        }
    }

    /// Runs the check on `db`.
    public static func run(in session: any SQLSession) throws -> Report {
        var problems: [String] = []
        // Aggregates are repeated in HAVING, which PostgreSQL reads before the SELECT's aliases.
        for row in try session.rows("""
            SELECT currency, SUM(amountMinorUnits) AS total FROM ledgerEntry GROUP BY currency HAVING SUM(amountMinorUnits) != 0
            """) {
            problems.append("The \(row["currency"] as String) entries sum to \(row["total"] as Int64), not 0.")
        }
        for row in try session.rows("""
            SELECT movementId, currency, SUM(amountMinorUnits) AS total, COUNT(*) AS legs FROM ledgerEntry
            GROUP BY movementId, currency HAVING SUM(amountMinorUnits) != 0 OR COUNT(*) < 2
            """) {
            problems.append("Movement \(row["movementId"] as String) has \(row["legs"] as Int) legs summing to \(row["total"] as Int64).")
        }
        for row in try session.rows("""
            SELECT account.id, account.balanceMinorUnits AS balance, COALESCE(SUM(ledgerEntry.amountMinorUnits), 0) AS total
            FROM account LEFT JOIN ledgerEntry ON ledgerEntry.ledgerAccount = account.id
            GROUP BY account.id, account.balanceMinorUnits
            HAVING account.balanceMinorUnits != COALESCE(SUM(ledgerEntry.amountMinorUnits), 0)
            """) {
            problems.append("Account \(row["id"] as String) has a balance of \(row["balance"] as Int64) but entries summing to \(row["total"] as Int64).")
        }
        let clearing = LedgerAccount.clearingPrefix + "%", demoFunding = LedgerAccount.demoFundingPrefix + "%"
        for row in try session.rows("""
            SELECT DISTINCT ledgerAccount FROM ledgerEntry
            WHERE ledgerAccount NOT LIKE \(clearing) AND ledgerAccount NOT LIKE \(demoFunding)
            AND ledgerAccount NOT IN (SELECT id FROM account)
            """) {
            problems.append("Entries name \(row["ledgerAccount"] as String), which is no account.")
        }
        return Report(
            entries: try session.value(Int.self, "SELECT COUNT(*) FROM ledgerEntry") ?? 0,
            movements: try session.value(Int.self, "SELECT COUNT(DISTINCT movementId) FROM ledgerEntry") ?? 0,
            accounts: try session.value(Int.self, "SELECT COUNT(*) FROM account") ?? 0,
            problems: problems
        )
    }
}
