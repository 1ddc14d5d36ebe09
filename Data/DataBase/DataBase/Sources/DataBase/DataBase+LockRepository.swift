import LockRepositoryAPI

// MARK: - LockRepositoryDataBaseDataProtocol

extension DataBase: LockRepositoryDataBaseDataProtocol {
    public func markPinCreated(email: String) async throws -> LockRepositoryNameSpace.MarkStepResult {
        try await updateStep(.shouldEnterPin, email: email, userExist: true)
        return .init()
    }
}
