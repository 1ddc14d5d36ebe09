import LockRepositoryAPI

// MARK: - LockRepositoryKeyChainDataProtocol

extension KeyChainDataImpl: LockRepositoryKeyChainDataProtocol {
    public func registrationToken(email: String) async throws -> String? {
        try await signUpSecrets(email: email)?.registrationToken
    }

    public func registrationNeedsName(email: String) async throws -> Bool {
        try await signUpSecrets(email: email)?.needsName ?? false
    }

    public func deleteSignUpTokens() async throws -> LockRepositoryNameSpace.DeleteSecretsResult {
        try await remove(account: Self.signUpAccount)
        return .init()
    }
}
