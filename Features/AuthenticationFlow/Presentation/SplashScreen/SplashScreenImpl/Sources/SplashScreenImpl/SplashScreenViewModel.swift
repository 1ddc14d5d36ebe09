import AuthenticationFlowUseCaseAPI
import Observation

/// The SplashScreen's interface adapter (blueprint §4.2, 001's MVI shape): starts the
/// authentication flow, which reads what the device stored and decides where to resume.
@MainActor
@Observable
final class SplashScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// Whether the stored state is still being read.
        var isReading = true
    }

    /// What the screen does.
    enum Action: Equatable {
        /// The screen appeared: read the stored state.
        case start
    }

    private(set) var state = State()

    @ObservationIgnored private let useCase: any AuthenticationFlowUseCaseProtocol

    init(useCase: any AuthenticationFlowUseCaseProtocol) {
        self.useCase = useCase
    }

    /// Handles `action`.
    func send(_ action: Action) async {
        switch action {
        case .start:
            await useCase.start()
            state.isReading = false
        }
    }
}
