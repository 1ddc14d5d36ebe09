import Reactive

/// The settings (blueprint §3.2): the auto-lock time and hiding balances, kept on this device.
///
/// It owns the rules of the choices and publishes the settings, and each choice's outcome, as
/// they change.
public protocol SettingsUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: the settings once `load()` has read them,
    /// and where the last choice stands.
    var statePublisher: AnyPublisher<SettingsUseCaseNameSpace.Snapshot, Never> { get }

    /// Reads the stored settings (the defaults for those never chosen) and publishes them.
    func load() async

    /// Locks PayRed after `minutes` without a key press, from now on and after a relaunch. The
    /// snapshot's `change` says where it stands: `unsupportedAutoLock` when `minutes` is not one of
    /// `autoLockChoices`, `notSaved` when it could not be kept. Nothing is thrown.
    func setAutoLock(minutes: Int) async

    /// Masks or shows every amount, on every screen and after a relaunch; `change` says where it
    /// stands (`notSaved` when it could not be kept). Nothing is thrown.
    func setHidesBalances(_ hidden: Bool) async
}
