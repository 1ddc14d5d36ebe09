import Foundation
import GatewayCore
import GRDB

/// A `payee` row: someone the user sends money to, by IBAN (unique per user).
struct PayeeRecord: Codable, UserOwnedRecord, Sendable {
    static let tableName = "payee"

    var id: String
    var userId: Int64
    var name: String
    var iban: String
    var createdAt: Date

    /// Adds the payee.
    func insert(in session: any SQLSession) throws {
        try session.execute("""
            INSERT INTO payee (id, userId, name, iban, createdAt) VALUES (\(id), \(userId), \(name), \(iban), \(createdAt))
            """)
    }
}
