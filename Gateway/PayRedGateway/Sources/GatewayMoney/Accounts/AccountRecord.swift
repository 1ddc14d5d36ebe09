import Foundation
import GRDB

/// An `account` row: one of a user's accounts and its balance in minor units (never negative).
struct AccountRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "account"

    var id: String
    var userId: Int64
    var iban: String
    var name: String
    var currency: String
    var balanceMinorUnits: Int64
    var createdAt: Date
    /// Whether the bank has frozen the account: no money may leave it.
    var frozen = false

    /// The user's accounts, oldest first.
    static func owned(by userID: Int64) -> QueryInterfaceRequest<AccountRecord> {
        filter(Column("userId") == userID).order(Column("createdAt"), Column.rowID)
    }
}
