/// What the VerificationCodeRepository needs from the secure store (blueprint §1.3).
public protocol VerificationCodeRepositoryKeyChainDataProtocol: Sendable {
    /// The token of the code last sent to `email`, if the sign-up is still on this device.
    func signUpTemporaryToken(email: String) async throws -> String?

    /// Replaces the sign-up's token after a new code was sent to `email`.
    func replaceTemporaryToken(_ token: String, email: String) async throws -> VerificationCodeRepositoryNameSpace.SaveSecretResult

    /// Keeps the token that lets `email` choose a PIN (and whether that step must give a name), in
    /// place of the code's token.
    func saveRegistrationToken(_ token: String, email: String, needsName: Bool) async throws -> VerificationCodeRepositoryNameSpace.SaveSecretResult
}
