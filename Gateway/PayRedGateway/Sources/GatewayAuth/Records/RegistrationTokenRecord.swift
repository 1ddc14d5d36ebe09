import Foundation
import GRDB

/// A row of `registrationToken`: proof of a verified email, exchanged once for a PIN.
struct RegistrationTokenRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "registrationToken"

    /// How long the token works.
    static let lifetime: TimeInterval = 10 * 60

    var tokenHash: String
    var userId: Int64
    var expiresAt: Date
    var consumedAt: Date?
}
