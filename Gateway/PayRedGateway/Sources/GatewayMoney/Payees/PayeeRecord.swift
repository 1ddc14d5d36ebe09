import Foundation
import GatewayCore
import GRDB

/// A `payee` row: someone the user sends money to, by IBAN (unique per user).
struct PayeeRecord: Codable, FetchableRecord, Sendable {
    var id: String
    var userId: Int64
    var name: String
    var iban: String
    var createdAt: Date

    /// The user's payees, oldest first.
    /// `userID`'s payees, oldest first.
    static func owned(by userID: Int64, in session: any SQLSession) throws -> [PayeeRecord] {
        try session.fetchAll(PayeeRecord.self, """
            SELECT * FROM payee WHERE userId = \(userID) ORDER BY createdAt, \(raw: session.dialect.insertionOrder)
            """)
    }

    /// `userID`'s payee `id`; nil when it is not theirs.
    static func owned(_ id: String, by userID: Int64, in session: any SQLSession) throws -> PayeeRecord? {
        try session.fetchOne(PayeeRecord.self, "SELECT * FROM payee WHERE id = \(id) AND userId = \(userID)")
    }

    /// Adds the payee.
    func insert(in session: any SQLSession) throws {
        try session.execute("""
            INSERT INTO payee (id, userId, name, iban, createdAt) VALUES (\(id), \(userId), \(name), \(iban), \(createdAt))
            """)
    }
}
