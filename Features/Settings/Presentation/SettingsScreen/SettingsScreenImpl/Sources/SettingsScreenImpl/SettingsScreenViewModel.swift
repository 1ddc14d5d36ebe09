import Observation
import Reactive
import SettingsScreenAPI
import SettingsUseCaseAPI

/// The SettingsScreen's interface adapter (blueprint §4.2, 001's MVI shape): shows the settings the
/// use case publishes, a choice at once, and why a choice was not kept. It holds no business rule:
/// the times offered, the defaults and keeping the choices belong to the use case.
@MainActor
@Observable
final class SettingsScreenViewModel {
    private(set) var state: State

    @ObservationIgnored private let dependencies: SettingsScreenDependencies
    @ObservationIgnored private let useCase: any SettingsUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init(dependencies: SettingsScreenDependencies, useCase: any SettingsUseCaseProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
        state = State(autoLockChoices: SettingsUseCaseNameSpace.autoLockChoices.map { SettingsScreenViewModel.label(minutes: $0) })
        useCase.settingsPublisher
            .observeOnMain { [weak self] settings in self?.apply(settings) }
            .store(in: &cancellables)
    }

    /// Applies what `action` changes in the state at once: a choice shows before it is kept.
    func reduce(_ action: Action) {
        switch action {
        case .autoLockHighlighted(let index) where state.autoLockChoices.indices.contains(index):
            state.highlightedAutoLock = index
        case .autoLockChosen(let index) where state.autoLockChoices.indices.contains(index):
            state.selectedAutoLock = index
            state.highlightedAutoLock = index
        case .hidesBalancesToggled(let hidden):
            state.hidesBalances = hidden
        case .load, .autoLockHighlighted, .autoLockChosen, .close:
            break
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        switch action {
        case .load:
            apply(await useCase.settings())
            state.highlightedAutoLock = state.selectedAutoLock ?? 0
        case .autoLockHighlighted:
            break
        case .autoLockChosen(let index):
            guard SettingsUseCaseNameSpace.autoLockChoices.indices.contains(index) else { return }
            let minutes = SettingsUseCaseNameSpace.autoLockChoices[index]
            await keep { [useCase] in try await useCase.setAutoLock(minutes: minutes) }
        case .hidesBalancesToggled(let hidden):
            await keep { [useCase] in try await useCase.setHidesBalances(hidden) }
        case .close:
            await dependencies.coordinator.closeSettingsScreen()
        }
    }

    /// Keeps a choice through `body`; when it cannot be kept, says so and shows the settings as kept.
    private func keep(_ body: () async throws -> Void) async {
        do {
            try await body()
            state.notice = nil
        } catch {
            state.notice = Self.text(for: error)
            apply(await useCase.settings())
        }
    }

    private func apply(_ settings: SettingsUseCaseNameSpace.Settings) {
        state.selectedAutoLock = SettingsUseCaseNameSpace.autoLockChoices.firstIndex(of: settings.autoLockMinutes)
        state.hidesBalances = settings.hidesBalances
    }

    /// "1 minute", "5 minutes".
    static func label(minutes: Int) -> String {
        minutes == 1 ? "1 minute" : "\(minutes) minutes"
    }

    /// What the user reads when a choice was not kept (blueprint §11.3: the view model formats errors).
    static func text(for error: any Error) -> String {
        switch error as? SettingsUseCaseNameSpace.Errors {
        case .unsupportedAutoLock: "PayRed doesn't offer that auto-lock time."
        case .notSaved, nil: "PayRed couldn't keep this choice on this device."
        }
    }
}
