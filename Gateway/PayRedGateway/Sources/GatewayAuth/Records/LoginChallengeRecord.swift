import Foundation
import GRDB

/// A row of `loginChallenge`: an email verification, keyed by its temporary token's hash.
struct LoginChallengeRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "loginChallenge"

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
}
