/// What the PIN lock needs from the data world; `LockRepositoryImpl` implements it.
/// Implementations throw `LockUseCaseNameSpace.Errors`.
public protocol LockUseCaseRepositoryProtocol: Sendable {
    /// Registers `pin` for the verified `email` and opens its session.
    func createPin(email: String, pin: String) async throws -> LockUseCaseNameSpace.CreatePinResult

    /// Opens the session of `email` with `pin`.
    func unlock(email: String, pin: String) async throws -> LockUseCaseNameSpace.UnlockResult
}
