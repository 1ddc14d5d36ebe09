import Foundation
import GatewayCore
import GatewayMoney
import Logging

/// `payred-gateway --verify-ledger`: checks an existing database's double-entry ledger.
public enum LedgerVerification {
    /// Why the check could not run.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Opens the database at `location` (migrating it, as the gateway would) and checks its ledger.
    /// - Throws: `Failure` when there is no SQLite file at the location or it cannot be opened.
    public static func run(_ location: DatabaseLocation, logger: Logger) async throws -> LedgerCheck.Report {
        if case .sqliteFile(let path) = location, !FileManager.default.fileExists(atPath: path) {
            throw Failure(description: "There is no database at \(path).")
        }
        let database: GatewayDatabase
        do {
            database = try await GatewayDatabase.open(location, logger: logger)
        } catch {
            throw Failure(description: "Could not open the database at \(location): \(error)")
        }
        do {
            let report = try await database.store.read { session in try LedgerCheck.run(in: session) }
            await database.close()
            return report
        } catch {
            await database.close()
            throw error
        }
    }

    /// The report as the command prints it.
    public static func text(of report: LedgerCheck.Report) -> String {
        let summary = "\(report.entries) entries in \(report.movements) movements over \(report.accounts) accounts"
        guard !report.holds else { return "The ledger holds: \(summary); every movement sums to zero and every balance equals its entries.\n" }
        return "The ledger does not hold (\(summary)):\n" + report.problems.map { "- \($0)\n" }.joined()
    }
}
