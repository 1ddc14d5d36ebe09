import Reactive
import SettingsRepositoryAPI

// MARK: - SettingsRepositoryUserDefaultsDataProtocol

extension UserDefaultsDataImpl: SettingsRepositoryUserDefaultsDataProtocol {
    public func autoLockSeconds() async -> Int? {
        integer(forKey: .autoLockSeconds)
    }

    public func setAutoLockSeconds(_ seconds: Int) async throws {
        try set(seconds, forKey: .autoLockSeconds)
    }

    public var hidesBalancesPublisher: AnyPublisher<Bool, Never> {
        hidesBalancesSubject.eraseToAnyPublisher()
    }

    public func setHidesBalances(_ hidden: Bool) async throws {
        try set(hidden, forKey: .hidesBalances)
    }

    public func languageCode() async -> String? {
        string(forKey: .language)
    }

    public func setLanguageCode(_ code: String) async throws {
        try set(code, forKey: .language)
    }
}
