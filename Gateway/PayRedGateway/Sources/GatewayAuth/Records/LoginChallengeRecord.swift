import Foundation
import GatewayCore
import GRDB

/// A row of `loginChallenge`: an email verification, keyed by its temporary token's hash.
struct LoginChallengeRecord: Codable, FetchableRecord, Sendable {
    /// How long the code works.
    static let lifetime: TimeInterval = 10 * 60
    /// Wrong codes after which the challenge stops working.
    static let maxFailedAttempts = 5

    var tokenHash: String
    var userId: Int64
    var codeHash: String
    var failedAttempts: Int
    var expiresAt: Date
    var consumedAt: Date?

    /// The challenge whose temporary token hashes to `tokenHash`.
    static func fetchOne(tokenHash: String, in session: any SQLSession) throws -> LoginChallengeRecord? {
        try session.fetchOne(LoginChallengeRecord.self, "SELECT * FROM loginChallenge WHERE tokenHash = \(tokenHash)")
    }

    /// Adds the challenge.
    func insert(in session: any SQLSession) throws {
        try session.execute("""
            INSERT INTO loginChallenge (tokenHash, userId, codeHash, failedAttempts, expiresAt, consumedAt)
            VALUES (\(tokenHash), \(userId), \(codeHash), \(failedAttempts), \(expiresAt), \(consumedAt))
            """)
    }
}
