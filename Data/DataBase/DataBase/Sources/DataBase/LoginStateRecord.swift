import Foundation
import GRDB

/// A row of the `loginState` table: the next sign-in step stored for an email.
struct LoginStateRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "loginState"

    var email: String
    var step: String
    var temporaryToken: String?
    var userExist: Bool
    var createdAt: Date
    var updatedAt: Date
}
