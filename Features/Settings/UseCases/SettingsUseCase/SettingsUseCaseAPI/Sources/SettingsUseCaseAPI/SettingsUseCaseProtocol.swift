import Localization
import Reactive

/// The settings (blueprint §3.2): the app's preferences, the auto-lock time, hiding balances and
/// the language, kept on this device. It is the one place every screen reads them from.
///
/// It owns the rules of the choices and publishes the preferences as they change; a choice's
/// outcome returns to the screen that made it.
public protocol SettingsUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: the auto-lock settings once `load()` has
    /// read them, and whether amounts are hidden (always current, whoever changed it).
    var statePublisher: AnyPublisher<SettingsUseCaseNameSpace.Snapshot, Never> { get }

    /// Reads the stored settings (the defaults for those never chosen), shows the stored language
    /// unless this launch was given one, and publishes them.
    func load() async

    /// Locks PayRed after `minutes` without a key press, from now on and after a relaunch.
    /// - Throws: `unsupportedAutoLock` when `minutes` is not one of `autoLockChoices`, `notSaved`
    ///   when it could not be kept; the settings stay as they were.
    func setAutoLock(minutes: Int) async throws(SettingsUseCaseNameSpace.Errors)

    /// Masks or shows every amount, on every screen and after a relaunch.
    /// - Throws: `notSaved` when it could not be kept.
    func setHidesBalances(_ hidden: Bool) async throws(SettingsUseCaseNameSpace.Errors)

    /// Shows every screen in `language` at once, and after a relaunch.
    /// - Throws: `notSaved` when it could not be kept; the language stays as it was.
    func setLanguage(_ language: Language) async throws(SettingsUseCaseNameSpace.Errors)
}
