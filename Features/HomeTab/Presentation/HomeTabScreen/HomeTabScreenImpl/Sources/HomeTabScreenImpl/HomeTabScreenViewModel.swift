import HomeTabScreenAPI
import HomeTabUseCaseAPI
import Observation
import Reactive

/// The HomeTabScreen's interface adapter (blueprint §4.2, 001's MVI shape): shows the use case's
/// load states and forwards Lock now and Log out to the coordinator. It holds no business rule.
@MainActor
@Observable
final class HomeTabScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// Where the profile stands.
        enum Content: Equatable {
            /// Not asked for yet, or on its way.
            case loading
            /// The greeting's name.
            case loaded(name: String)
            /// Loading failed; the text says what to do.
            case error(String)
        }

        var content: Content = .loading
        /// Whether Log out is on its way.
        var isLoggingOut = false
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Load the profile (on appear and on Retry).
        case load
        /// Lock the app now.
        case lockNow
        /// End the session.
        case logout
    }

    private(set) var state = State()

    @ObservationIgnored private let dependencies: HomeTabScreenDependencies
    @ObservationIgnored private let useCase: any HomeTabUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init(dependencies: HomeTabScreenDependencies, useCase: any HomeTabUseCaseProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
        subscribeToPublishers()
    }

    /// Handles `action`: the request or navigation it starts.
    func send(_ action: Action) async {
        switch action {
        case .load:
            // A failure is published as an `.error` state, which `apply(_:)` shows.
            try? await useCase.load()
        case .lockNow:
            await dependencies.coordinator.lockNow()
        case .logout:
            state.isLoggingOut = true
            await dependencies.coordinator.logout()
            state.isLoggingOut = false
        }
    }

    private func subscribeToPublishers() {
        useCase.statePublisher
            .removeDuplicates()
            .receive(on: UIScheduler.shared)
            .sink { [weak self] state in
                MainActor.assumeIsolated { self?.apply(state) }
            }
            .store(in: &cancellables)
    }

    private func apply(_ useCaseState: HomeTabUseCaseNameSpace.States) {
        switch useCaseState {
        case .idle, .loading: state.content = .loading
        case .loaded(let profile): state.content = .loaded(name: Self.greetingName(for: profile))
        case .error(let error): state.content = .error(Self.text(for: error))
        }
    }

    /// The name to greet the user with: the full name, or the email while there is none.
    static func greetingName(for profile: HomeTabUseCaseNameSpace.LoadResult) -> String {
        let name = [profile.firstName, profile.lastName].filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? profile.email : name
    }

    /// What the user reads for a failed load (blueprint §11.3: the view model formats errors).
    static func text(for error: HomeTabUseCaseNameSpace.Errors) -> String {
        switch error {
        case .unableToLoadWhileLoading: "Still loading…"
        case .networkUnavailable: "PayRed can't reach its server. Check your connection and retry."
        case .sessionExpired: "Your session has ended. Sign in again."
        case .unavailable: "Your profile could not be loaded. Please retry."
        }
    }
}
