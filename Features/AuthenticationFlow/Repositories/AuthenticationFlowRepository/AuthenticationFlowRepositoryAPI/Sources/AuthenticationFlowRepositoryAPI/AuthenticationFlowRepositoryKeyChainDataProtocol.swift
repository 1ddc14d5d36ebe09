/// What the AuthenticationFlowRepository needs from the secure store (blueprint §1.3).
public protocol AuthenticationFlowRepositoryKeyChainDataProtocol: Sendable {
    /// Deletes every secret the app kept, and the key that encrypted them.
    func deleteAllSecrets() async throws -> AuthenticationFlowRepositoryNameSpace.WipeResult
}
