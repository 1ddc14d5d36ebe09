import Foundation
import GatewayCore
import GRDB

/// An `account` row: one of a user's accounts and its balance in minor units (never negative).
struct AccountRecord: Codable, UserOwnedRecord, Sendable {
    static let tableName = "account"

    var id: String
    var userId: Int64
    var iban: String
    var name: String
    var currency: String
    var balanceMinorUnits: Int64
    var createdAt: Date
    /// Whether the bank has frozen the account: no money may leave it.
    var frozen = false

    /// Opens the account.
    func insert(in session: any SQLSession) throws {
        try session.execute("""
            INSERT INTO account (id, userId, iban, name, currency, balanceMinorUnits, createdAt, frozen)
            VALUES (\(id), \(userId), \(iban), \(name), \(currency), \(balanceMinorUnits), \(createdAt), \(frozen))
            """)
    }
}
