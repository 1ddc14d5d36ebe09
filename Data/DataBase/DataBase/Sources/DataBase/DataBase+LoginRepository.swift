import Foundation
import GRDB
import LoginRepositoryAPI

// MARK: - LoginRepositoryDataBaseDataProtocol

extension DataBase: LoginRepositoryDataBaseDataProtocol {
    public func createUserState(
        with email: String,
        temporaryToken: String?
    ) async throws -> LoginRepositoryNameSpace.CreateUserStateResult {
        try await write { db in
            let now = Date()
            try LoginStateRecord(
                email: email,
                step: LoginRepositoryNameSpace.UserLoginStep.idle.rawValue,
                temporaryToken: temporaryToken,
                userExist: false,
                createdAt: now,
                updatedAt: now
            ).insert(db, onConflict: .ignore)
        }
        return LoginRepositoryNameSpace.CreateUserStateResult()
    }

    public func doesUserStateExist(email: String) async throws -> Bool {
        try await read { db in try LoginStateRecord.exists(db, key: email) }
    }

    public func updateUserLoginStateToShouldEnterPin(
        email: String,
        temporaryToken: String?,
        userExist: Bool
    ) async throws -> LoginRepositoryNameSpace.UpdateUserLoginStateResult {
        try await updateStep(.shouldEnterPin, email: email, temporaryToken: temporaryToken, userExist: userExist)
    }

    public func updateUserLoginStateToShouldVerify(
        email: String,
        temporaryToken: String?,
        userExist: Bool
    ) async throws -> LoginRepositoryNameSpace.UpdateUserLoginStateResult {
        try await updateStep(.shouldVerify, email: email, temporaryToken: temporaryToken, userExist: userExist)
    }

    private func updateStep(
        _ step: LoginRepositoryNameSpace.UserLoginStep,
        email: String,
        temporaryToken: String?,
        userExist: Bool
    ) async throws -> LoginRepositoryNameSpace.UpdateUserLoginStateResult {
        try await write { db in
            guard var record = try LoginStateRecord.fetchOne(db, key: email) else {
                throw LoginRepositoryNameSpace.DataBaseErrors.userStateNotFound
            }
            record.step = step.rawValue
            record.temporaryToken = temporaryToken
            record.userExist = userExist
            record.updatedAt = Date()
            try record.update(db)
        }
        return LoginRepositoryNameSpace.UpdateUserLoginStateResult(step: step)
    }
}
