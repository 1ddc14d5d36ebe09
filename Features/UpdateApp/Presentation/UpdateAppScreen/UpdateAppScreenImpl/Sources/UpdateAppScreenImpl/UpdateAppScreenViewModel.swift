import Observation
import Reactive
import UpdateAppScreenAPI
import UpdateAppUseCaseAPI

/// The UpdateAppScreen's interface adapter (blueprint §4.2, 001's MVI shape): says what the update
/// check decided, and lets the user close the screen only while the app may still be used. It
/// holds no business rule: the decision belongs to the UpdateAppUseCase.
@MainActor
@Observable
final class UpdateAppScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: UpdateAppScreenDependencies
    @ObservationIgnored private let useCase: any UpdateAppUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init(dependencies: UpdateAppScreenDependencies, useCase: any UpdateAppUseCaseProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
        useCase.statePublisher
            .observeOnMain { [weak self] state in self?.apply(state) }
            .store(in: &cancellables)
    }

    /// Handles `action`: the navigation it starts.
    func send(_ action: Action) async {
        switch action {
        case .later:
            guard state.dismissTitle != nil else { return }
            await dependencies.coordinator.closeUpdateAppScreen()
        }
    }

    /// Maps the use case's state to what the view shows (blueprint §11.3: the view model formats text).
    private func apply(_ useCaseState: UpdateAppUseCaseNameSpace.States) {
        let current = useCase.currentVersion
        switch useCaseState {
        case .idle, .loading:
            state = State()
        case .loaded(.updateRequired(let minimum)):
            state = State(
                title: Strings.UpdateApp.Screen.requiredTitle,
                message: Strings.UpdateApp.Screen.requiredMessage(current, minimum),
                isChecking: false,
                dismissTitle: nil
            )
        case .loaded(.updateAvailable(let latest)):
            state = State(
                title: Strings.UpdateApp.Screen.availableTitle,
                message: Strings.UpdateApp.Screen.availableMessage(latest, current),
                isChecking: false,
                dismissTitle: Strings.UpdateApp.Screen.laterButton
            )
        case .loaded(.upToDate):
            state = State(title: Strings.UpdateApp.Screen.upToDateTitle, message: Strings.UpdateApp.Screen.upToDateMessage(current), isChecking: false)
        case .error(let error, _):
            state = State(title: Strings.UpdateApp.Screen.failedTitle, message: Self.text(for: error), isChecking: false)
        }
    }

    /// What the user reads for a failed check.
    static func text(for error: UpdateAppUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: Strings.UpdateApp.Errors.networkUnavailable
        case .unreadableVersion: Strings.UpdateApp.Errors.unreadableVersion
        case .unavailable: Strings.UpdateApp.Errors.unavailable
        }
    }
}
