import VerificationCodeRepositoryAPI

// MARK: - VerificationCodeRepositoryDataBaseDataProtocol

extension DataBase: VerificationCodeRepositoryDataBaseDataProtocol {
    public func markCodeSent(email: String) async throws -> VerificationCodeRepositoryNameSpace.MarkStepResult {
        try await updateStep(.shouldVerify, email: email)
        return .init()
    }

    public func markEmailVerified(email: String) async throws -> VerificationCodeRepositoryNameSpace.MarkStepResult {
        try await updateStep(.shouldCreatePin, email: email)
        return .init()
    }
}
