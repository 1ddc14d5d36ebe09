import Reactive

/// The PIN lock (blueprint §3.2): creating the PIN at the end of sign-up, and unlocking the
/// stored session with it.
public protocol LockUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: whether a request is on its way.
    var statePublisher: AnyPublisher<LockUseCaseNameSpace.Snapshot, Never> { get }

    /// The verdict on `pin` as a new PIN, without sending anything.
    func checkNewPin(_ pin: String) -> LockUseCaseNameSpace.CheckPinResult

    /// Whether the sign-up of `email` must give the name other people see (a new user) before
    /// its PIN; false for someone signing in on a new device, or when it cannot be told.
    func needsName(email: String) async -> Bool

    /// Why `name` cannot be shown to others (`nameMissing`, `nameTooLong`, `nameHiddenCharacters`), or nil.
    func checkName(_ name: LockUseCaseNameSpace.Name) -> LockUseCaseNameSpace.Errors?

    /// Creates the PIN of `email` (with `name`, when the sign-up needs one) once `confirmation`
    /// matches, which opens the session; returns once it is open.
    /// - Throws: a refusal by the name or PIN rules (nothing was sent), `.requestOnItsWay` while a
    ///   request is in flight, else why the gateway or the device did not open the session.
    func createPin(email: String, name: LockUseCaseNameSpace.Name?, pin: String, confirmation: String) async throws(LockUseCaseNameSpace.Errors)

    /// Opens the session of `email` with `pin`; returns once it is open.
    /// - Throws: `.lockedOut` during a lockout (nothing is sent), `.requestOnItsWay` while a
    ///   request is in flight, else why the session did not open (`.wrongPin` included).
    func unlock(email: String, pin: String) async throws(LockUseCaseNameSpace.Errors)
}
