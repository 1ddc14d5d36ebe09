/// What the verification step needs from the data world; `VerificationCodeRepositoryImpl`
/// implements it. Its methods throw `VerificationCodeUseCaseNameSpace.Errors` (typed).
public protocol VerificationCodeUseCaseRepositoryProtocol: Sendable {
    /// Verifies `code` for the sign-up of `email` and keeps what lets the user create the PIN.
    func verify(email: String, code: String) async throws(VerificationCodeUseCaseNameSpace.Errors) -> VerificationCodeUseCaseNameSpace.VerifyResponse

    /// Has the gateway email a new code to `email`.
    func resendCode(email: String) async throws(VerificationCodeUseCaseNameSpace.Errors) -> VerificationCodeUseCaseNameSpace.ResendResponse
}
