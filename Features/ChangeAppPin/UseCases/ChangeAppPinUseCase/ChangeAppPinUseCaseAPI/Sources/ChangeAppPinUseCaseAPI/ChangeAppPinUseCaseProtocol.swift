import Reactive

/// The PIN change (blueprint §3.2): the input boundary the ChangeAppPin view models call.
///
/// It owns the rules of a new PIN and publishes when the PIN was last changed on this device, and
/// where a change stands.
public protocol ChangeAppPinUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: the last change on this device, and where
    /// the change asked for stands.
    var statePublisher: AnyPublisher<ChangeAppPinUseCaseNameSpace.Snapshot, Never> { get }

    /// Reads when the PIN was last changed on this device and publishes it (`.unknown` if unreadable).
    func loadLastChange() async

    /// Changes the PIN from `oldPin` to `newPin` once `confirmation` matches; the session stays
    /// open. The snapshot's `change` says where it stands; a refusal by the rules of a new PIN
    /// means nothing was sent. Ignored while a change is in flight; nothing is thrown.
    func changePin(oldPin: String, newPin: String, confirmation: String) async
}
