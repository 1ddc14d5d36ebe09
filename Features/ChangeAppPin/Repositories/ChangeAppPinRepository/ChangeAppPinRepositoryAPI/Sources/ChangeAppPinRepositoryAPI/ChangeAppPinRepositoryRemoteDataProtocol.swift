import RemoteDataError

/// What the ChangeAppPinRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
/// Implementations throw `RemoteDataError`.
public protocol ChangeAppPinRepositoryRemoteDataProtocol: Sendable {
    /// Replaces the signed-in user's PIN `oldPin` with `newPin` (`PUT /v1/auth/pin`); a wrong
    /// `oldPin` counts towards the lockout.
    func changePin(oldPin: String, newPin: String) async throws(RemoteDataError)
}
