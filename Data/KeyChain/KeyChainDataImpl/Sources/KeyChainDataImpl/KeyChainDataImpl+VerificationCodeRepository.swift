import VerificationCodeRepositoryAPI

// MARK: - VerificationCodeRepositoryKeyChainDataProtocol

extension KeyChainDataImpl: VerificationCodeRepositoryKeyChainDataProtocol {
    public func signUpTemporaryToken(email: String) async throws -> String? {
        try await signUpSecrets(email: email)?.temporaryToken
    }

    public func replaceTemporaryToken(_ token: String, email: String) async throws -> VerificationCodeRepositoryNameSpace.SaveSecretResult {
        try await saveSignUpSecrets(SignUpSecrets(email: email, temporaryToken: token))
        return .init()
    }

    public func saveRegistrationToken(_ token: String, email: String, needsName: Bool) async throws -> VerificationCodeRepositoryNameSpace.SaveSecretResult {
        try await saveSignUpSecrets(SignUpSecrets(email: email, registrationToken: token, needsName: needsName))
        return .init()
    }
}
