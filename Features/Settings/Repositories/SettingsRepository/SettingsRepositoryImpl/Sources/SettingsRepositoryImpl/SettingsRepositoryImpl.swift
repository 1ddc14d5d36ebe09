import Localization
import Reactive
import Resolver
import SettingsRepositoryAPI
import SettingsUseCaseAPI

/// The SettingsRepository (blueprint §2.2): the auto-lock time (stored in seconds, the unit of
/// the inactivity lock that follows it), "hide balances" and the language (by its code) in user defaults: the one way every
/// screen's preferences reach the app (issue 38).
public final class SettingsRepositoryImpl: Sendable {
    private static let secondsPerMinute = 60

    private let userDefaultsData: any SettingsRepositoryUserDefaultsDataProtocol

    /// Resolves the data source from the container (the registrar's path).
    public convenience init() {
        self.init(userDefaultsData: Resolver.resolve(SettingsRepositoryUserDefaultsDataProtocol.self))
    }

    /// Creates the repository over `userDefaultsData` (the tests' path).
    public init(userDefaultsData: any SettingsRepositoryUserDefaultsDataProtocol) {
        self.userDefaultsData = userDefaultsData
    }
}

// MARK: - SettingsUseCaseRepositoryProtocol

extension SettingsRepositoryImpl: SettingsUseCaseRepositoryProtocol {
    public func autoLockMinutes() async -> Int? {
        // Seconds that are not whole minutes were not stored by the settings: none of them.
        guard let seconds = await userDefaultsData.autoLockSeconds(), seconds % Self.secondsPerMinute == 0 else { return nil }
        return seconds / Self.secondsPerMinute
    }

    public func setAutoLock(minutes: Int) async throws(SettingsUseCaseNameSpace.Errors) {
        try await keeping { try await userDefaultsData.setAutoLockSeconds(minutes * Self.secondsPerMinute) }
    }

    public var hidesBalancesPublisher: AnyPublisher<Bool, Never> {
        userDefaultsData.hidesBalancesPublisher
    }

    public func setHidesBalances(_ hidden: Bool) async throws(SettingsUseCaseNameSpace.Errors) {
        try await keeping { try await userDefaultsData.setHidesBalances(hidden) }
    }

    public func language() async -> Language? {
        await userDefaultsData.languageCode().flatMap(Language.init(rawValue:))
    }

    public func setLanguage(_ language: Language) async throws(SettingsUseCaseNameSpace.Errors) {
        try await keeping { try await userDefaultsData.setLanguageCode(language.rawValue) }
    }
}

// MARK: - Error translation

private extension SettingsRepositoryImpl {
    /// Runs a preference write; any failure means the choice was not kept.
    func keeping(_ body: () async throws -> Void) async throws(SettingsUseCaseNameSpace.Errors) {
        do {
            try await body()
        } catch {
            throw SettingsUseCaseNameSpace.Errors.notSaved
        }
    }
}
