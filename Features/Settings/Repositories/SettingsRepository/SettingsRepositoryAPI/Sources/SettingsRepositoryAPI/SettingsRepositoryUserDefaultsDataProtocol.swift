import Reactive

/// What the SettingsRepository keeps in the preferences (blueprint §1.4); `UserDefaultsDataImpl` implements it.
public protocol SettingsRepositoryUserDefaultsDataProtocol: Sendable {
    /// Seconds without a key press before the app locks itself; nil until the user chooses.
    func autoLockSeconds() async -> Int?

    /// Records the seconds without a key press before the app locks itself.
    /// - Throws: when the preference could not be kept.
    func setAutoLockSeconds(_ seconds: Int) async throws

    /// Whether every amount is masked ("hide balances"), false until the user chooses: the current
    /// value, then every change (a logout's wipe included).
    var hidesBalancesPublisher: AnyPublisher<Bool, Never> { get }

    /// Records whether every amount is masked.
    /// - Throws: when the preference could not be kept.
    func setHidesBalances(_ hidden: Bool) async throws

    /// The code of the language the user chose in Settings (`de`); nil until they choose.
    func languageCode() async -> String?

    /// Records the code of the language the user chose.
    /// - Throws: when the preference could not be kept.
    func setLanguageCode(_ code: String) async throws
}
