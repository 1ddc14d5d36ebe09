import Foundation
import GRDB

/// A `payee` row: someone the user sends money to, by IBAN (unique per user).
struct PayeeRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "payee"

    var id: String
    var userId: Int64
    var name: String
    var iban: String
    var createdAt: Date

    /// The user's payees, oldest first.
    static func owned(by userID: Int64) -> QueryInterfaceRequest<PayeeRecord> {
        filter(Column("userId") == userID).order(Column("createdAt"), Column.rowID)
    }
}
