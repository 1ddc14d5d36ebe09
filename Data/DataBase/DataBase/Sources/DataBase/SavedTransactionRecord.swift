import Foundation
import GRDB

/// A row of `savedTransaction`: one transaction of the history's pages saved for the next visit,
/// at `position` (0 is the newest).
struct SavedTransactionRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "savedTransaction"

    var position: Int
    var id: String
    var accountId: String
    var amountMinorUnits: Int64
    var currency: String
    var description: String
    var counterpartyName: String
    var createdAt: Date
}

/// The single row of `savedTransactionPages`: where the saved pages end and when they were saved.
struct SavedTransactionPagesRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "savedTransactionPages"

    /// Always 1: there is one saved history.
    var id = 1
    var nextCursor: String?
    var savedAt: Date
}
