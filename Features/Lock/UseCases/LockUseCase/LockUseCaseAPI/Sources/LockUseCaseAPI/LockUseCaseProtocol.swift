/// The PIN lock (blueprint §3.2): creating the PIN at the end of sign-up, and unlocking the
/// stored session with it.
public protocol LockUseCaseProtocol: AnyObject, Sendable {
    /// Accepts `pin` as a new PIN, or says why not.
    /// - Throws: `.invalidPinFormat` or `.weakPin` (`LockUseCaseNameSpace.Errors`).
    func checkNewPin(_ pin: String) throws -> LockUseCaseNameSpace.CheckPinResult

    /// Creates the PIN of `email` once `confirmation` matches, which opens the session.
    /// - Throws: `LockUseCaseNameSpace.Errors`.
    func createPin(email: String, pin: String, confirmation: String) async throws -> LockUseCaseNameSpace.CreatePinResult

    /// Opens the session of `email` with `pin`; refused during a lockout.
    /// - Throws: `LockUseCaseNameSpace.Errors`.
    func unlock(email: String, pin: String) async throws -> LockUseCaseNameSpace.UnlockResult
}
