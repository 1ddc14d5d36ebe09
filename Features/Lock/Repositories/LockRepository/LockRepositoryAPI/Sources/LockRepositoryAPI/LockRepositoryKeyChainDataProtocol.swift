/// What the LockRepository needs from the secure store (blueprint §1.3).
public protocol LockRepositoryKeyChainDataProtocol: Sendable {
    /// The token that lets the verified `email` choose a PIN, if the sign-up is on this device.
    func registrationToken(email: String) async throws -> String?

    /// Whether the verified `email`'s sign-up must give a name (the gateway said so at verification).
    func registrationNeedsName(email: String) async throws -> Bool

    /// Deletes the sign-up's tokens once the PIN exists.
    func deleteSignUpTokens() async throws -> LockRepositoryNameSpace.DeleteSecretsResult
}
