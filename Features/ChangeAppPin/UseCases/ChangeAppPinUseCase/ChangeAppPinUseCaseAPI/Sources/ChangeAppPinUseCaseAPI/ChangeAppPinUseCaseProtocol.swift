import Reactive

/// The PIN change (blueprint §3.2): the input boundary the ChangeAppPin view models call.
///
/// It owns the rules of a new PIN and publishes when the PIN was last changed on this device, and
/// whether a change is on its way; a change's outcome returns to the screen that asked.
public protocol ChangeAppPinUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: the last change on this device, and whether
    /// a change is on its way.
    var statePublisher: AnyPublisher<ChangeAppPinUseCaseNameSpace.Snapshot, Never> { get }

    /// Reads when the PIN was last changed on this device and publishes it (`.unknown` if unreadable).
    func loadLastChange() async

    /// Changes the PIN from `oldPin` to `newPin` once `confirmation` matches, and returns once the
    /// gateway changed it; the session stays open and the snapshot's `lastChange` moves.
    /// - Throws: a refusal by the rules of a new PIN (nothing was sent), `.changeOnItsWay` while a
    ///   change is in flight, else why the gateway did not change it (`.lockedOut` included).
    func changePin(oldPin: String, newPin: String, confirmation: String) async throws(ChangeAppPinUseCaseNameSpace.Errors)
}
