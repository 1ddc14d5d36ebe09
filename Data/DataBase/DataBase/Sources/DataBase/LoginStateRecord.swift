import Foundation
import GRDB

/// A row of the `loginState` table: the next sign-in step stored for an email. No secrets.
struct LoginStateRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "loginState"

    /// The steps a row can be at.
    enum Step: String, Sendable {
        case idle, shouldVerify, shouldCreatePin, shouldEnterPin
    }

    var email: String
    var step: String
    var userExist: Bool
    var createdAt: Date
    var updatedAt: Date
}
