import Reactive

/// The settings (blueprint §3.2): the app's preferences, the auto-lock time and hiding balances,
/// kept on this device. It is the one place every screen reads them from.
///
/// It owns the rules of the choices and publishes the preferences as they change; a choice's
/// outcome returns to the screen that made it.
public protocol SettingsUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: the auto-lock settings once `load()` has
    /// read them, and whether amounts are hidden (always current, whoever changed it).
    var statePublisher: AnyPublisher<SettingsUseCaseNameSpace.Snapshot, Never> { get }

    /// Reads the stored auto-lock settings (the defaults for those never chosen) and publishes them.
    func load() async

    /// Locks PayRed after `minutes` without a key press, from now on and after a relaunch.
    /// - Throws: `unsupportedAutoLock` when `minutes` is not one of `autoLockChoices`, `notSaved`
    ///   when it could not be kept; the settings stay as they were.
    func setAutoLock(minutes: Int) async throws(SettingsUseCaseNameSpace.Errors)

    /// Masks or shows every amount, on every screen and after a relaunch.
    /// - Throws: `notSaved` when it could not be kept.
    func setHidesBalances(_ hidden: Bool) async throws(SettingsUseCaseNameSpace.Errors)
}
