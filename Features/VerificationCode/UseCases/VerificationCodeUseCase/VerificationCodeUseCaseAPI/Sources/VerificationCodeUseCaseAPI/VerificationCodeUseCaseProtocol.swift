import Foundation

/// The email verification step (blueprint §3.2): checks the emailed code and sends new ones,
/// no more often than the resend cooldown allows.
public protocol VerificationCodeUseCaseProtocol: AnyObject, Sendable {
    /// When a new code for `email` may be asked for: the cooldown counts from the last code
    /// sent (the first call counts from now, the screen opening just after the code was sent).
    func resendAvailableAt(email: String) -> Date

    /// Checks `code` for `email`; on success the PIN step comes next.
    /// - Throws: `VerificationCodeUseCaseNameSpace.Errors`.
    func verify(email: String, code: String) async throws -> VerificationCodeUseCaseNameSpace.VerifyResult

    /// Sends a new code to `email`, replacing the previous one.
    /// - Throws: `VerificationCodeUseCaseNameSpace.Errors`, `.resendNotYetAvailable` during the cooldown.
    func resendCode(email: String) async throws -> VerificationCodeUseCaseNameSpace.ResendResult
}
