import Foundation
import GatewayCore
import GRDB

/// An `accountTransaction` row: one signed movement on an account (debits are negative).
/// Ids grow with time, so the highest id is the newest.
struct AccountTransactionRecord: Codable, FetchableRecord, Sendable {
    /// Nil until inserted; SQLite assigns the next id.
    var id: Int64?
    var userId: Int64
    var accountId: String
    var amountMinorUnits: Int64
    var currency: String
    var description: String
    var counterpartyName: String
    var counterpartyIban: String?
    var transferId: String?
    var createdAt: Date

    /// The line as stored, with the id the database gave it.
    @discardableResult
    func inserted(in session: any SQLSession) throws -> AccountTransactionRecord {
        var line = self
        line.id = try session.insertedID("""
            INSERT INTO accountTransaction
                (userId, accountId, amountMinorUnits, currency, description, counterpartyName, counterpartyIban, transferId, createdAt)
            VALUES (\(userId), \(accountId), \(amountMinorUnits), \(currency), \(description), \(counterpartyName),
                \(counterpartyIban), \(transferId), \(createdAt))
            RETURNING id
            """)
        return line
    }
}
