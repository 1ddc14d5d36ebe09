/// What the PIN lock needs from the data world; `LockRepositoryImpl` implements it.
/// Its methods throw `LockUseCaseNameSpace.Errors` (typed).
public protocol LockUseCaseRepositoryProtocol: Sendable {
    /// Whether the verified `email`'s sign-up must give a name.
    func needsName(email: String) async throws(LockUseCaseNameSpace.Errors) -> Bool

    /// Registers `pin` (and `name`, when given) for the verified `email` and opens its session.
    func createPin(email: String, name: LockUseCaseNameSpace.Name?, pin: String) async throws(LockUseCaseNameSpace.Errors) -> LockUseCaseNameSpace.CreatePinResult

    /// Opens the session of `email` with `pin`.
    func unlock(email: String, pin: String) async throws(LockUseCaseNameSpace.Errors) -> LockUseCaseNameSpace.UnlockResult
}
