import Loadable
import Reactive
import Resolver
import SettingsUseCaseAPI

/// The settings (blueprint §3.2). Business rules: the auto-lock time is one of `autoLockChoices`
/// (a stored time that is not, or none, counts as `defaultAutoLockMinutes`); balances show until
/// the user hides them. Every choice is published once kept, with where it stands.
public final class SettingsUseCaseImpl: Sendable {
    private let repository: any SettingsUseCaseRepositoryProtocol
    private let autoLockForThisRun: Duration?
    private let stateSubject = StateSubject(SettingsUseCaseNameSpace.Snapshot())

    /// Resolves the repository from the container, with the auto-lock time this launch was
    /// given, if any (the registrar's path).
    public convenience init(autoLockForThisRun: Duration?) {
        self.init(repository: Resolver.resolve(SettingsUseCaseRepositoryProtocol.self), autoLockForThisRun: autoLockForThisRun)
    }

    /// Creates the use case over `repository` (the tests' path).
    public init(repository: any SettingsUseCaseRepositoryProtocol, autoLockForThisRun: Duration? = nil) {
        self.repository = repository
        self.autoLockForThisRun = autoLockForThisRun
    }
}

// MARK: - SettingsUseCaseProtocol

extension SettingsUseCaseImpl: SettingsUseCaseProtocol {
    public var statePublisher: AnyPublisher<SettingsUseCaseNameSpace.Snapshot, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func load() async {
        let settings = await stored()
        stateSubject.update { $0.settings = settings }
        stateSubject.deliver()
    }

    public func setAutoLock(minutes: Int) async {
        guard SettingsUseCaseNameSpace.autoLockChoices.contains(minutes) else {
            return finish(.failed(.unsupportedAutoLock))
        }
        await keeping { try await repository.setAutoLock(minutes: minutes) }
    }

    public func setHidesBalances(_ hidden: Bool) async {
        await keeping { try await repository.setHidesBalances(hidden) }
    }
}

// MARK: - Keeping a choice

private extension SettingsUseCaseImpl {
    /// The stored settings, the defaults for those never chosen.
    func stored() async -> SettingsUseCaseNameSpace.Settings {
        let minutes = await repository.autoLockMinutes()
        let hidesBalances = await repository.hidesBalances()
        let offered = minutes.flatMap { SettingsUseCaseNameSpace.autoLockChoices.contains($0) ? $0 : nil }
        return SettingsUseCaseNameSpace.Settings(
            autoLockMinutes: offered ?? SettingsUseCaseNameSpace.defaultAutoLockMinutes,
            hidesBalances: hidesBalances,
            autoLockForThisRun: autoLockForThisRun
        )
    }

    /// Stores a choice through `body`, then publishes the settings as they now are (the choice
    /// kept, or the settings as before with `notSaved`).
    func keeping(_ body: () async throws -> Void) async {
        stateSubject.update { $0.change = .submitting }
        stateSubject.deliver()
        let outcome: Submission<SettingsUseCaseNameSpace.Errors>
        do {
            try await body()
            outcome = .done
        } catch {
            outcome = .failed(.notSaved)
        }
        let settings = await stored()
        stateSubject.update { $0.settings = settings }
        finish(outcome)
    }

    /// Publishes where the last choice stands.
    func finish(_ outcome: Submission<SettingsUseCaseNameSpace.Errors>) {
        stateSubject.update { $0.change = outcome }
        stateSubject.deliver()
    }
}
