import Foundation
import GRDB

/// A `ledgerEntry` row: one leg of a movement. A movement's legs sum to zero.
struct LedgerEntryRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "ledgerEntry"

    /// Nil until inserted.
    var id: Int64?
    /// The movement the leg belongs to: a transfer's id, or a name such as `welcome-acc_…`.
    var movementId: String
    /// `LedgerAccount.key` of the account it moves.
    var ledgerAccount: String
    /// Signed: negative takes money out of the account.
    var amountMinorUnits: Int64
    var currency: String
    var createdAt: Date
}
