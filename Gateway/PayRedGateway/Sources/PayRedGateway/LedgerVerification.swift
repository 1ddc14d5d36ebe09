import Foundation
import GatewayCore
import GatewayMoney

/// `payred-gateway --verify-ledger`: checks an existing database's double-entry ledger.
public enum LedgerVerification {
    /// Why the check could not run.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Opens the database at `path` (migrating it, as the gateway would) and checks its ledger.
    /// - Throws: `Failure` when there is no database file at `path` or it cannot be opened.
    public static func run(databasePath path: String) async throws -> LedgerCheck.Report {
        guard FileManager.default.fileExists(atPath: path) else {
            throw Failure(description: "There is no database at \(path).")
        }
        let database: GatewayDatabase
        do {
            database = try GatewayDatabase(path: path)
        } catch {
            throw Failure(description: "Could not open the database at \(path): \(error)")
        }
        return try await database.store.read { session in try LedgerCheck.run(in: session) }
    }

    /// The report as the command prints it.
    public static func text(of report: LedgerCheck.Report) -> String {
        let summary = "\(report.entries) entries in \(report.movements) movements over \(report.accounts) accounts"
        guard !report.holds else { return "The ledger holds: \(summary); every movement sums to zero and every balance equals its entries.\n" }
        return "The ledger does not hold (\(summary)):\n" + report.problems.map { "- \($0)\n" }.joined()
    }
}
