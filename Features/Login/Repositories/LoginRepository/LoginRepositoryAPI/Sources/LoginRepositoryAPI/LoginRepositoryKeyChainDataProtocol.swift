/// What the Login repository needs from the secure store (blueprint §1.3).
public protocol LoginRepositoryKeyChainDataProtocol: Sendable {
    /// Keeps the token of the code just emailed to `email`, replacing any earlier sign-up's.
    func saveTemporaryToken(_ token: String, email: String) async throws -> LoginRepositoryNameSpace.SaveSecretResult
}
