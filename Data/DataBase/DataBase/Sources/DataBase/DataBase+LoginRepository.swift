import Foundation
import GRDB
import LoginRepositoryAPI

// MARK: - LoginRepositoryDataBaseDataProtocol

extension DataBase: LoginRepositoryDataBaseDataProtocol {
    public func createUserState(with email: String) async throws -> LoginRepositoryNameSpace.CreateUserStateResult {
        try await write { db in
            let now = Date()
            try LoginStateRecord(
                email: email,
                step: LoginStateRecord.Step.idle.rawValue,
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
        userExist: Bool
    ) async throws -> LoginRepositoryNameSpace.UpdateUserLoginStateResult {
        try await updateStep(.shouldEnterPin, email: email, userExist: userExist)
        return LoginRepositoryNameSpace.UpdateUserLoginStateResult(step: .shouldEnterPin)
    }

    public func updateUserLoginStateToShouldVerify(
        email: String,
        userExist: Bool
    ) async throws -> LoginRepositoryNameSpace.UpdateUserLoginStateResult {
        try await updateStep(.shouldVerify, email: email, userExist: userExist)
        return LoginRepositoryNameSpace.UpdateUserLoginStateResult(step: .shouldVerify)
    }
}
