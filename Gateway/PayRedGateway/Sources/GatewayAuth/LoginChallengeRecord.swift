import Foundation
import GRDB

/// A pending email verification: the temporary token and the code "emailed" to the user.
struct LoginChallengeRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "loginChallenge"

    var token: String
    var email: String
    var code: String
    var expiresAt: Date
}
