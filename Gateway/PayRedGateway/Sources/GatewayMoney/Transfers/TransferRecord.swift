import Foundation
import GatewayCore
import GRDB

/// A `transfer` row: money sent from one of the user's accounts to an IBAN.
struct TransferRecord: Codable, FetchableRecord, Sendable {
    var id: String
    var userId: Int64
    var fromAccountId: String
    var toIban: String
    /// The payee the client chose, when it sent `payeeId` rather than `toIban`.
    var payeeId: String?
    var amountMinorUnits: Int64
    var currency: String
    var description: String
    var createdAt: Date

    /// Stores the transfer.
    func insert(in session: any SQLSession) throws {
        try session.execute("""
            INSERT INTO transfer (id, userId, fromAccountId, toIban, payeeId, amountMinorUnits, currency, description, createdAt)
            VALUES (\(id), \(userId), \(fromAccountId), \(toIban), \(payeeId), \(amountMinorUnits), \(currency), \(description), \(createdAt))
            """)
    }
}
