import Reactive
import Resolver
import SettingsUseCaseAPI

/// The settings (blueprint §3.2). Business rules: the auto-lock time is one of `autoLockChoices`
/// (a stored time that is not, or none, counts as `defaultAutoLockMinutes`); balances show until
/// the user hides them. Every change is published once kept.
public final class SettingsUseCaseImpl: Sendable {
    private let repository: any SettingsUseCaseRepositoryProtocol
    /// The settings as last read; nil until the first read.
    private let settingsSubject = StateSubject<SettingsUseCaseNameSpace.Settings?>(nil)

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(SettingsUseCaseRepositoryProtocol.self))
    }

    /// Creates the use case over `repository` (the tests' path).
    public init(repository: any SettingsUseCaseRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - SettingsUseCaseProtocol

extension SettingsUseCaseImpl: SettingsUseCaseProtocol {
    public var settingsPublisher: AnyPublisher<SettingsUseCaseNameSpace.Settings, Never> {
        settingsSubject.eraseToAnyPublisher().compactMap { $0 }.eraseToAnyPublisher()
    }

    public func settings() async -> SettingsUseCaseNameSpace.Settings {
        let stored = await repository.autoLockMinutes()
        let hidesBalances = await repository.hidesBalances()
        let minutes = stored.flatMap { SettingsUseCaseNameSpace.autoLockChoices.contains($0) ? $0 : nil }
        let settings = SettingsUseCaseNameSpace.Settings(
            autoLockMinutes: minutes ?? SettingsUseCaseNameSpace.defaultAutoLockMinutes,
            hidesBalances: hidesBalances
        )
        settingsSubject.send(settings)
        return settings
    }

    public func setAutoLock(minutes: Int) async throws {
        guard SettingsUseCaseNameSpace.autoLockChoices.contains(minutes) else {
            throw SettingsUseCaseNameSpace.Errors.unsupportedAutoLock
        }
        try await keeping { try await repository.setAutoLock(minutes: minutes) }
    }

    public func setHidesBalances(_ hidden: Bool) async throws {
        try await keeping { try await repository.setHidesBalances(hidden) }
    }
}

// MARK: - Keeping a choice

private extension SettingsUseCaseImpl {
    /// Stores a choice through `body`, then publishes the settings as they now are.
    /// - Throws: `.notSaved` when the choice could not be kept.
    func keeping(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch {
            throw SettingsUseCaseNameSpace.Errors.notSaved
        }
        _ = await settings()
    }
}
