import Localization
import Reactive
import Resolver
import SettingsUseCaseAPI
import Synchronization

/// The settings (blueprint §3.2). Business rules: the auto-lock time is one of `autoLockChoices`
/// (a stored time that is not, or none, counts as `defaultAutoLockMinutes`); balances show until
/// the user hides them; the language shown is the one this launch was given (`--language`), else
/// the one chosen last, else the environment's (`Language.current` as the launch set it). Every
/// choice is published once kept, and a language is shown at once; hiding balances is followed
/// as it changes, from any screen.
public final class SettingsUseCaseImpl: Sendable {
    private let repository: any SettingsUseCaseRepositoryProtocol
    private let autoLockForThisRun: Duration?
    private let languageForThisRun: Language?
    private let stateSubject = StateSubject(SettingsUseCaseNameSpace.Snapshot())
    /// Follows the stored "hide balances" for as long as the use case lives.
    private let hidesBalances = Mutex<AnyCancellable?>(nil)

    /// Resolves the repository from the container, with the auto-lock time and the language this
    /// launch was given, if any (the registrar's path).
    public convenience init(autoLockForThisRun: Duration?, languageForThisRun: Language?) {
        self.init(
            repository: Resolver.resolve(SettingsUseCaseRepositoryProtocol.self),
            autoLockForThisRun: autoLockForThisRun,
            languageForThisRun: languageForThisRun
        )
    }

    /// Creates the use case over `repository` (the tests' path).
    public init(repository: any SettingsUseCaseRepositoryProtocol, autoLockForThisRun: Duration? = nil, languageForThisRun: Language? = nil) {
        self.repository = repository
        self.autoLockForThisRun = autoLockForThisRun
        self.languageForThisRun = languageForThisRun
        hidesBalances.withLock { subscription in
            subscription = repository.hidesBalancesPublisher.removeDuplicates().sink { [stateSubject] hidden in
                stateSubject.update { $0.hidesBalances = hidden }
                stateSubject.deliver()
            }
        }
    }
}

// MARK: - SettingsUseCaseProtocol

extension SettingsUseCaseImpl: SettingsUseCaseProtocol {
    public var statePublisher: AnyPublisher<SettingsUseCaseNameSpace.Snapshot, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func load() async {
        if languageForThisRun == nil, let chosen = await repository.language() {
            Language.current = chosen
        }
        await publishStored()
    }

    public func setAutoLock(minutes: Int) async throws(SettingsUseCaseNameSpace.Errors) {
        guard SettingsUseCaseNameSpace.autoLockChoices.contains(minutes) else { throw .unsupportedAutoLock }
        do {
            try await repository.setAutoLock(minutes: minutes)
        } catch {
            throw .notSaved
        }
        await publishStored()
    }

    public func setHidesBalances(_ hidden: Bool) async throws(SettingsUseCaseNameSpace.Errors) {
        do {
            // Kept, it reaches every screen through `hidesBalancesPublisher`.
            try await repository.setHidesBalances(hidden)
        } catch {
            throw .notSaved
        }
    }

    public func setLanguage(_ language: Language) async throws(SettingsUseCaseNameSpace.Errors) {
        try await repository.setLanguage(language)
        Language.current = language
        await publishStored()
    }
}

// MARK: - Reading

private extension SettingsUseCaseImpl {
    /// Publishes the stored settings and the language shown.
    func publishStored() async {
        let settings = await stored()
        stateSubject.update {
            $0.settings = settings
            $0.language = Language.current
        }
        stateSubject.deliver()
    }

    /// The stored auto-lock settings, the default for a time never chosen.
    func stored() async -> SettingsUseCaseNameSpace.Settings {
        let minutes = await repository.autoLockMinutes()
        let offered = minutes.flatMap { SettingsUseCaseNameSpace.autoLockChoices.contains($0) ? $0 : nil }
        return SettingsUseCaseNameSpace.Settings(
            autoLockMinutes: offered ?? SettingsUseCaseNameSpace.defaultAutoLockMinutes,
            autoLockForThisRun: autoLockForThisRun
        )
    }
}
