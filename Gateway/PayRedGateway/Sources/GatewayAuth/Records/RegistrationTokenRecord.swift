import Foundation
import GatewayCore
import GRDB

/// A row of `registrationToken`: proof of a verified email, exchanged once for a PIN.
struct RegistrationTokenRecord: Codable, FetchableRecord, Sendable {
    /// How long the token works.
    static let lifetime: TimeInterval = 10 * 60

    var tokenHash: String
    var userId: Int64
    var expiresAt: Date
    var consumedAt: Date?

    /// The token that hashes to `tokenHash`.
    static func fetchOne(tokenHash: String, in session: any SQLSession) throws -> RegistrationTokenRecord? {
        try session.fetchOne(RegistrationTokenRecord.self, "SELECT * FROM registrationToken WHERE tokenHash = \(tokenHash)")
    }

    /// Adds the token.
    func insert(in session: any SQLSession) throws {
        try session.execute("""
            INSERT INTO registrationToken (tokenHash, userId, expiresAt, consumedAt) VALUES (\(tokenHash), \(userId), \(expiresAt), \(consumedAt))
            """)
    }
}
