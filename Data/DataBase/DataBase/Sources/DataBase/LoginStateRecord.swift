import Foundation
import GRDB
import LoginRepositoryAPI

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

extension DataBase {
    /// Moves the row of `email` to `step`, stamping the time.
    /// - Throws: `LoginRepositoryNameSpace.DataBaseErrors.userStateNotFound` without a row.
    func updateStep(_ step: LoginStateRecord.Step, email: String, userExist: Bool? = nil) async throws {
        try await write { db in
            guard var record = try LoginStateRecord.fetchOne(db, key: email) else {
                throw LoginRepositoryNameSpace.DataBaseErrors.userStateNotFound
            }
            record.step = step.rawValue
            record.userExist = userExist ?? record.userExist
            record.updatedAt = Date()
            try record.update(db)
        }
    }
}
