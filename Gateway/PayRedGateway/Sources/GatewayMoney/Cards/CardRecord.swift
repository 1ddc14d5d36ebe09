import Foundation
import GatewayCore
import GRDB

/// A `card` row: a payment card drawing on one of the user's accounts.
struct CardRecord: Codable, UserOwnedRecord, Sendable {
    static let tableName = "card"

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

    /// Issues the card.
    func insert(in session: any SQLSession) throws {
        try session.execute("""
            INSERT INTO card (id, userId, accountId, name, brand, last4, expiryMonth, expiryYear, frozen, createdAt)
            VALUES (\(id), \(userId), \(accountId), \(name), \(brand), \(last4), \(expiryMonth), \(expiryYear), \(frozen), \(createdAt))
            """)
    }
}
