import Localization
import Reactive

/// What the settings need from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; `SettingsRepositoryImpl` implements it. Its methods throw
/// `SettingsUseCaseNameSpace.Errors` (typed).
public protocol SettingsUseCaseRepositoryProtocol: Sendable {
    /// The auto-lock time stored last, in whole minutes; nil when none was ever stored.
    func autoLockMinutes() async -> Int?

    /// Stores the auto-lock time, in minutes.
    func setAutoLock(minutes: Int) async throws(SettingsUseCaseNameSpace.Errors)

    /// Whether every amount is masked: the current value, then every change, whoever made it.
    var hidesBalancesPublisher: AnyPublisher<Bool, Never> { get }

    /// Stores whether every amount is masked.
    func setHidesBalances(_ hidden: Bool) async throws(SettingsUseCaseNameSpace.Errors)

    /// The language chosen last; nil when none was, or when it is one this build does not speak.
    func language() async -> Language?

    /// Stores the language chosen.
    func setLanguage(_ language: Language) async throws(SettingsUseCaseNameSpace.Errors)
}
