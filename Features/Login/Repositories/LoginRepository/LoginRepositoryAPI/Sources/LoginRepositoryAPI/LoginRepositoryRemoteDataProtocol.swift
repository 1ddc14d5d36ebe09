import RemoteDataError

/// What the Login repository needs from the gateway; the remote data source implements it.
public protocol LoginRepositoryRemoteDataProtocol: Sendable {
    /// Starts signing in `email`.
    /// - Throws: `RemoteDataError`.
    func login(email: String) async throws(RemoteDataError) -> LoginRepositoryNameSpace.LoginOrRegisterRemoteResult
}
