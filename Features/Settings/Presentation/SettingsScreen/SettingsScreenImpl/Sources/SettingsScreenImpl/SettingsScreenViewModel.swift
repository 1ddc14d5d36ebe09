import Observation
import Reactive
import SettingsScreenAPI
import SettingsUseCaseAPI

/// The SettingsScreen's interface adapter (blueprint §4.2, 001's MVI shape): renders the settings
/// the use case publishes, shows a choice at once, forwards it, and says why it was not kept when
/// the use case returns that. It holds no business rule: the times offered, the defaults and keeping the choices
/// belong to the use case.
@MainActor
@Observable
final class SettingsScreenViewModel {
    private(set) var state: State

    @ObservationIgnored private let dependencies: SettingsScreenDependencies
    @ObservationIgnored private let useCase: any SettingsUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    /// The settings as the use case published them last: what shows again when a choice was not kept.
    @ObservationIgnored private var kept = SettingsUseCaseNameSpace.Snapshot()

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
        case .languageHighlighted(let index) where state.languageChoices.indices.contains(index):
            state.highlightedLanguage = index
        case .languageChosen(let index) where state.languageChoices.indices.contains(index):
            state.selectedLanguage = index
            state.highlightedLanguage = index
        case .load, .autoLockHighlighted, .autoLockChosen, .languageHighlighted, .languageChosen, .close:
            break
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        switch action {
        case .load:
            await useCase.load()
        case .autoLockHighlighted, .languageHighlighted:
            break
        case .autoLockChosen(let index):
            guard SettingsUseCaseNameSpace.autoLockChoices.indices.contains(index) else { return }
            let minutes = SettingsUseCaseNameSpace.autoLockChoices[index]
            await keep { [useCase] () throws(SettingsUseCaseNameSpace.Errors) in try await useCase.setAutoLock(minutes: minutes) }
        case .hidesBalancesToggled(let hidden):
            await keep { [useCase] () throws(SettingsUseCaseNameSpace.Errors) in try await useCase.setHidesBalances(hidden) }
        case .languageChosen(let index):
            guard SettingsUseCaseNameSpace.languageChoices.indices.contains(index) else { return }
            let language = SettingsUseCaseNameSpace.languageChoices[index]
            await keep { [useCase] () throws(SettingsUseCaseNameSpace.Errors) in try await useCase.setLanguage(language) }
        case .close:
            await dependencies.coordinator.closeSettingsScreen()
        }
    }

    /// Keeps a choice shown at once; one that was not kept is undone, and why shows until the next
    /// choice. The settings a kept choice publishes show it.
    private func keep(_ choice: () async throws(SettingsUseCaseNameSpace.Errors) -> Void) async {
        do {
            try await choice()
            state.notice = nil
        } catch {
            apply(kept)
            state.notice = Self.text(for: error)
        }
    }

    /// Shows the settings as kept, worded in the language shown now; the highlights start on the
    /// chosen time and language once they are first read.
    private func apply(_ snapshot: SettingsUseCaseNameSpace.Snapshot) {
        kept = snapshot
        state.hidesBalances = snapshot.hidesBalances
        guard let settings = snapshot.settings else { return }
        let firstRead = state.selectedAutoLock == nil
        state.autoLockChoices = SettingsUseCaseNameSpace.autoLockChoices.map(Self.label(minutes:))
        state.selectedAutoLock = SettingsUseCaseNameSpace.autoLockChoices.firstIndex(of: settings.autoLockMinutes)
        state.autoLockForThisRun = settings.autoLockForThisRun.map(Self.forThisRun)
        state.selectedLanguage = SettingsUseCaseNameSpace.languageChoices.firstIndex(of: snapshot.language)
        if firstRead {
            state.highlightedAutoLock = state.selectedAutoLock ?? 0
            state.highlightedLanguage = state.selectedLanguage ?? 0
        }
    }

    /// What the screen says while `--auto-lock-after` is in force.
    static func forThisRun(_ duration: Duration) -> String {
        Strings.Settings.AutoLock.forThisRun(Int(duration.components.seconds))
    }

    /// "1 minute", "5 minutes", in the language shown.
    static func label(minutes: Int) -> String {
        Strings.Settings.AutoLock.minutes(minutes)
    }

    /// What the user reads when a choice was not kept (blueprint §11.3: the view model formats errors).
    static func text(for error: SettingsUseCaseNameSpace.Errors) -> String {
        switch error {
        case .unsupportedAutoLock: Strings.Settings.Errors.unsupportedAutoLock
        case .notSaved: Strings.Settings.Errors.notSaved
        }
    }
}
