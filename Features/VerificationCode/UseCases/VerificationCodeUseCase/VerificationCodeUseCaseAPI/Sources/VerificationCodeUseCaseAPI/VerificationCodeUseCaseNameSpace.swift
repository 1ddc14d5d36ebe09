/// Namespace for the email verification step's domain models.
public enum VerificationCodeUseCaseNameSpace {
    /// How many digits the emailed code has.
    public static let codeLength = 6
}
