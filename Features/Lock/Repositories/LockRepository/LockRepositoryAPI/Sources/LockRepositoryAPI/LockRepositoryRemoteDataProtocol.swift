import RemoteDataError

/// What the LockRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
/// Implementations throw `RemoteDataError`.
public protocol LockRepositoryRemoteDataProtocol: Sendable {
    /// Registers the first `pin` of the user `registrationToken` names, with the name other people
    /// see when one is given (`POST /v1/auth/pin`).
    func createPin(registrationToken: String, pin: String, firstName: String?, lastName: String?) async throws(RemoteDataError) -> LockRepositoryNameSpace.SessionRemoteResult

    /// Opens a session for `email` with `pin` (`POST /v1/auth/unlock`).
    func unlock(email: String, pin: String) async throws(RemoteDataError) -> LockRepositoryNameSpace.SessionRemoteResult
}
