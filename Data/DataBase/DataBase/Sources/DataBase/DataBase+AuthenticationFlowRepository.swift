import AuthenticationFlowRepositoryAPI
import GRDB

// MARK: - AuthenticationFlowRepositoryDataBaseDataProtocol

extension DataBase: AuthenticationFlowRepositoryDataBaseDataProtocol {
    public func unfinishedSignUp() async throws -> AuthenticationFlowRepositoryNameSpace.StoredSignUp? {
        try await read { db in
            let steps = [LoginStateRecord.Step.shouldVerify, .shouldCreatePin].map(\.rawValue)
            guard let record = try LoginStateRecord
                .filter(steps.contains(Column("step")))
                .order(Column("updatedAt").desc)
                .fetchOne(db)
            else { return nil }
            let step: AuthenticationFlowRepositoryNameSpace.StoredSignUp.Step =
                record.step == LoginStateRecord.Step.shouldVerify.rawValue ? .shouldVerify : .shouldCreatePin
            return .init(email: record.email, step: step, updatedAt: record.updatedAt)
        }
    }

    public func deleteAllUserLoginStates() async throws -> AuthenticationFlowRepositoryNameSpace.WipeResult {
        // Everything of the signed-in user goes: sign-in steps and the saved transactions.
        _ = try await write { db in
            try LoginStateRecord.deleteAll(db)
            try SavedTransactionRecord.deleteAll(db)
            try SavedTransactionPagesRecord.deleteAll(db)
        }
        return .init()
    }
}
