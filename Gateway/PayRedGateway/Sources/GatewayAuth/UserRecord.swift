import Foundation
import GRDB

/// A gateway user row.
struct UserRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "user"

    /// Where the user is in registration.
    enum Status: String, Codable, Sendable {
        /// Signed in by email but not yet verified and without a PIN.
        case pending
        /// Verified with a PIN.
        case registered
    }

    var email: String
    var status: Status
    var createdAt: Date
}
