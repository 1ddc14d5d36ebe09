import Reactive

/// The PIN change (blueprint §3.2): the input boundary the ChangeAppPin view models call.
///
/// It owns the rules of a new PIN and publishes when the PIN was last changed on this device.
public protocol ChangeAppPinUseCaseProtocol: AnyObject, Sendable {
    /// When the PIN was last changed on this device, followed by every change; `.unknown` until
    /// `loadLastChange()` has read it.
    var lastChangePublisher: AnyPublisher<ChangeAppPinUseCaseNameSpace.LastChange, Never> { get }

    /// Reads when the PIN was last changed on this device and publishes it (`.unknown` if unreadable).
    func loadLastChange() async

    /// Changes the PIN from `oldPin` to `newPin` once `confirmation` matches; the session stays open.
    /// - Throws: `ChangeAppPinUseCaseNameSpace.Errors`; the rules of a new PIN are checked before
    ///   anything is sent.
    func changePin(oldPin: String, newPin: String, confirmation: String) async throws
}
