import Foundation
import LoginRepositoryAPI

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
