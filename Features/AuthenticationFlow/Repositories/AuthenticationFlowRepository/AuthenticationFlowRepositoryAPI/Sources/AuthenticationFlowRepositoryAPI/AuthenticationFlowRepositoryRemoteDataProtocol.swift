import RemoteDataError

/// What the AuthenticationFlowRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
public protocol AuthenticationFlowRepositoryRemoteDataProtocol: Sendable {
    /// Revokes the open session at the gateway (`POST /v1/auth/logout`).
    /// - Throws: `RemoteDataError`.
    func logout() async throws(RemoteDataError) -> AuthenticationFlowRepositoryNameSpace.LogoutRemoteResult
}
