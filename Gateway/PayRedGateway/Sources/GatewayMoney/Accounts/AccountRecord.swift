import Foundation
import GatewayCore
import GRDB

/// An `account` row: one of a user's accounts and its balance in minor units (never negative).
struct AccountRecord: Codable, FetchableRecord, Sendable {
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
    /// `userID`'s accounts, oldest first.
    static func owned(by userID: Int64, in session: any SQLSession) throws -> [AccountRecord] {
        try session.fetchAll(AccountRecord.self, """
            SELECT * FROM account WHERE userId = \(userID) ORDER BY createdAt, \(raw: session.dialect.insertionOrder)
            """)
    }

    /// `userID`'s account `id`; nil when it is not theirs.
    static func owned(_ id: String, by userID: Int64, in session: any SQLSession) throws -> AccountRecord? {
        try session.fetchOne(AccountRecord.self, "SELECT * FROM account WHERE id = \(id) AND userId = \(userID)")
    }

    /// Opens the account.
    func insert(in session: any SQLSession) throws {
        try session.execute("""
            INSERT INTO account (id, userId, iban, name, currency, balanceMinorUnits, createdAt, frozen)
            VALUES (\(id), \(userId), \(iban), \(name), \(currency), \(balanceMinorUnits), \(createdAt), \(frozen))
            """)
    }
}
