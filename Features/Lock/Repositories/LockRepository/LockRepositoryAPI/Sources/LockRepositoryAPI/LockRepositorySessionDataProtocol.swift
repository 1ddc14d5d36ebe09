/// What the LockRepository needs from the signed-in session (blueprint 002's `UserSession`;
/// docs/adr/0009); the session data source implements it.
public protocol LockRepositorySessionDataProtocol: Sendable {
    /// Opens the session of `email` with the gateway's fresh tokens.
    func beginSession(email: String, tokens: LockRepositoryNameSpace.SessionRemoteResult) async throws
        -> LockRepositoryNameSpace.BeginSessionResult
}
