import Reactive

/// The PIN lock (blueprint §3.2): creating the PIN at the end of sign-up, and unlocking the
/// stored session with it.
public protocol LockUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: where the last request stands.
    var statePublisher: AnyPublisher<LockUseCaseNameSpace.Snapshot, Never> { get }

    /// The verdict on `pin` as a new PIN, without sending anything.
    func checkNewPin(_ pin: String) -> LockUseCaseNameSpace.CheckPinResult

    /// Creates the PIN of `email` once `confirmation` matches, which opens the session. The
    /// snapshot's `request` says where it stands; a refusal by the PIN rules means nothing was
    /// sent. Ignored while a request is in flight; nothing is thrown.
    func createPin(email: String, pin: String, confirmation: String) async

    /// Opens the session of `email` with `pin`; refused with `lockedOut` during a lockout. The
    /// snapshot's `request` says where it stands. Ignored while a request is in flight; nothing is thrown.
    func unlock(email: String, pin: String) async
}
