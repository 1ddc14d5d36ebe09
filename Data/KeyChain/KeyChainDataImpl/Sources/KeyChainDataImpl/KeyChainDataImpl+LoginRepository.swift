import LoginRepositoryAPI

// MARK: - LoginRepositoryKeyChainDataProtocol

extension KeyChainDataImpl: LoginRepositoryKeyChainDataProtocol {
    public func saveTemporaryToken(_ token: String, email: String) async throws -> LoginRepositoryNameSpace.SaveSecretResult {
        try await saveSignUpSecrets(SignUpSecrets(email: email, temporaryToken: token))
        return .init()
    }
}
