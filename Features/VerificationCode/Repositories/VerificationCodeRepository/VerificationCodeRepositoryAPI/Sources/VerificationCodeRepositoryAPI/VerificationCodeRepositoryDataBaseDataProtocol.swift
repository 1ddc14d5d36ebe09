/// What the VerificationCodeRepository needs from the on-device database (blueprint §1.2).
public protocol VerificationCodeRepositoryDataBaseDataProtocol: Sendable {
    /// Records that a new code was just sent to `email` (the sign-up resumes at the code).
    func markCodeSent(email: String) async throws -> VerificationCodeRepositoryNameSpace.MarkStepResult

    /// Records that `email` is verified (the sign-up resumes at creating the PIN).
    func markEmailVerified(email: String) async throws -> VerificationCodeRepositoryNameSpace.MarkStepResult
}
