import Reactive

/// The settings (blueprint §3.2): the auto-lock time and hiding balances, kept on this device.
///
/// It owns the rules of the choices and publishes the settings as they change.
public protocol SettingsUseCaseProtocol: AnyObject, Sendable {
    /// The settings once `settings()` has read them, followed by every change made here.
    var settingsPublisher: AnyPublisher<SettingsUseCaseNameSpace.Settings, Never> { get }

    /// Reads the stored settings (the defaults for those never chosen) and publishes them.
    func settings() async -> SettingsUseCaseNameSpace.Settings

    /// Locks PayRed after `minutes` without a key press, from now on and after a relaunch.
    /// - Throws: `.unsupportedAutoLock` when `minutes` is not one of `autoLockChoices`, `.notSaved`
    ///   when it could not be kept (`SettingsUseCaseNameSpace.Errors`).
    func setAutoLock(minutes: Int) async throws

    /// Masks or shows every amount, on every screen and after a relaunch.
    /// - Throws: `SettingsUseCaseNameSpace.Errors.notSaved` when it could not be kept.
    func setHidesBalances(_ hidden: Bool) async throws
}
