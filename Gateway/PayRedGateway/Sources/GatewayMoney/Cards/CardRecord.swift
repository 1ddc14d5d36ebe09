import Foundation
import GRDB

/// A `card` row: a payment card drawing on one of the user's accounts.
struct CardRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "card"

    var id: String
    var userId: Int64
    var accountId: String
    var name: String
    var brand: String
    var last4: String
    var expiryMonth: Int
    var expiryYear: Int
    var frozen: Bool
    var createdAt: Date

    /// The user's cards, oldest first.
    static func owned(by userID: Int64) -> QueryInterfaceRequest<CardRecord> {
        filter(Column("userId") == userID).order(Column("createdAt"), Column.rowID)
    }
}
