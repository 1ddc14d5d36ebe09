import RemoteDataError

/// What the VerificationCodeRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
/// Implementations throw `RemoteDataError`.
public protocol VerificationCodeRepositoryRemoteDataProtocol: Sendable {
    /// Checks the emailed `code` of the sign-up `temporaryToken` authorises (`POST /v1/auth/verify`).
    func verifyEmail(temporaryToken: String, code: String) async throws(RemoteDataError) -> VerificationCodeRepositoryNameSpace.VerifyEmailRemoteResult

    /// Has the gateway email a new code to `email` (`POST /v1/auth/login` again).
    func sendCode(email: String) async throws(RemoteDataError) -> VerificationCodeRepositoryNameSpace.SendCodeRemoteResult
}
