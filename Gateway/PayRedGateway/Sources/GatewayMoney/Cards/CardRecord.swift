import Foundation
import GatewayCore
import GRDB

/// A `card` row: a payment card drawing on one of the user's accounts.
struct CardRecord: Codable, FetchableRecord, Sendable {
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
    /// `userID`'s cards, oldest first.
    static func owned(by userID: Int64, in session: any SQLSession) throws -> [CardRecord] {
        try session.fetchAll(CardRecord.self, """
            SELECT * FROM card WHERE userId = \(userID) ORDER BY createdAt, \(raw: session.dialect.insertionOrder)
            """)
    }

    /// `userID`'s card `id`; nil when it is not theirs.
    static func owned(_ id: String, by userID: Int64, in session: any SQLSession) throws -> CardRecord? {
        try session.fetchOne(CardRecord.self, "SELECT * FROM card WHERE id = \(id) AND userId = \(userID)")
    }

    /// Issues the card.
    func insert(in session: any SQLSession) throws {
        try session.execute("""
            INSERT INTO card (id, userId, accountId, name, brand, last4, expiryMonth, expiryYear, frozen, createdAt)
            VALUES (\(id), \(userId), \(accountId), \(name), \(brand), \(last4), \(expiryMonth), \(expiryYear), \(frozen), \(createdAt))
            """)
    }
}
