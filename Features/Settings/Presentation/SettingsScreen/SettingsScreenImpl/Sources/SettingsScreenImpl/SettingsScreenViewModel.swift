import Observation
import Reactive
import SettingsScreenAPI
import SettingsUseCaseAPI

/// The SettingsScreen's interface adapter (blueprint §4.2, 001's MVI shape): renders the settings
/// the use case publishes and why the last choice was not kept, shows a choice at once, and
/// forwards it. It holds no business rule: the times offered, the defaults and keeping the choices
/// belong to the use case.
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
        useCase.statePublisher
            .observeOnMain { [weak self] snapshot in self?.apply(snapshot) }
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
            await useCase.load()
        case .autoLockHighlighted:
            break
        case .autoLockChosen(let index):
            guard SettingsUseCaseNameSpace.autoLockChoices.indices.contains(index) else { return }
            let minutes = SettingsUseCaseNameSpace.autoLockChoices[index]
            await useCase.setAutoLock(minutes: minutes)
        case .hidesBalancesToggled(let hidden):
            await useCase.setHidesBalances(hidden)
        case .close:
            await dependencies.coordinator.closeSettingsScreen()
        }
    }

    /// Shows the settings as kept (the highlight starts on the chosen time once they are first read)
    /// and why the last choice was not kept; a choice on its way keeps showing as chosen.
    private func apply(_ snapshot: SettingsUseCaseNameSpace.Snapshot) {
        state.notice = snapshot.change?.failure.map(Self.text)
        guard let settings = snapshot.settings, snapshot.change != .submitting else { return }
        let firstRead = state.selectedAutoLock == nil
        state.selectedAutoLock = SettingsUseCaseNameSpace.autoLockChoices.firstIndex(of: settings.autoLockMinutes)
        state.hidesBalances = settings.hidesBalances
        state.autoLockForThisRun = settings.autoLockForThisRun.map(Self.forThisRun)
        if firstRead { state.highlightedAutoLock = state.selectedAutoLock ?? 0 }
    }

    /// What the screen says while `--auto-lock-after` is in force.
    static func forThisRun(_ duration: Duration) -> String {
        let seconds = duration.components.seconds
        let time = seconds == 1 ? "1 second" : "\(seconds) seconds"
        return "For this run PayRed locks after \(time) (--auto-lock-after); the time chosen here applies from the next launch."
    }

    /// "1 minute", "5 minutes".
    static func label(minutes: Int) -> String {
        minutes == 1 ? "1 minute" : "\(minutes) minutes"
    }

    /// What the user reads when a choice was not kept (blueprint §11.3: the view model formats errors).
    static func text(for error: SettingsUseCaseNameSpace.Errors) -> String {
        switch error {
        case .unsupportedAutoLock: "PayRed doesn't offer that auto-lock time."
        case .notSaved: "PayRed couldn't keep this choice on this device."
        }
    }
}
