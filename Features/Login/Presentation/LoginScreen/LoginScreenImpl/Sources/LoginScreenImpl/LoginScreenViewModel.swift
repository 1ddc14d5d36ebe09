import LoginScreenAPI
import LoginUseCaseAPI
import Observation
import Reactive

/// The Login screen's interface adapter (blueprint §4.2, 001's MVI shape): `send` takes the
/// user's actions, `state` is what the view shows, and a login the use case returns navigates.
///
/// It holds no business rule: email validation, terms acceptance and what a cancelled sign-in
/// means live in the use case.
@MainActor
@Observable
final class LoginScreenViewModel {
    /// The terms and conditions page.
    static let termsLink = "https://payred.app/terms"

    /// Everything the view shows.
    struct State: Equatable {
        /// The email field's text, as typed.
        var email = ""
        /// Whether the terms checkbox is ticked (the use case's record of the decision).
        var acceptedTerms = false
        /// Whether a sign-in is in flight.
        var isSigningIn = false
        /// The error alert, when one is shown.
        var alert: LoginErrorPresentation?
    }

    /// What the user can do.
    enum Action: Equatable {
        /// The email field's text changed.
        case emailChanged(String)
        /// The terms checkbox was ticked or cleared.
        case termsToggled(Bool)
        /// Continue: sign in with the typed email.
        case submit
        /// Retry from the error alert.
        case retry
        /// Close the error alert.
        case dismissError
        /// Read the terms and conditions.
        case openTerms
        /// Esc while signing in: stop waiting for the gateway.
        case cancel
    }

    private(set) var state = State()

    @ObservationIgnored private let dependencies: LoginScreenDependencies
    @ObservationIgnored private let loginUseCase: any LoginUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    @ObservationIgnored private var signIn: Task<Result<LoginUseCaseNameSpace.LoginResult, LoginUseCaseNameSpace.Errors>, Never>?

    init(dependencies: LoginScreenDependencies, loginUseCase: any LoginUseCaseProtocol) {
        self.dependencies = dependencies
        self.loginUseCase = loginUseCase
        subscribeToPublishers()
    }

    /// Applies what `action` changes in the state at once (typing must not wait for a task).
    func reduce(_ action: Action) {
        switch action {
        case .emailChanged(let email) where !state.isSigningIn: state.email = email
        case .dismissError, .retry: state.alert = nil
        default: break
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        switch action {
        case .emailChanged, .dismissError: break
        case .termsToggled(let accepted): await setTerms(accepted)
        case .submit, .retry: await login()
        case .openTerms: await dependencies.coordinator.openTermsAndConditions(link: Self.termsLink)
        case .cancel: signIn?.cancel()
        }
    }

    private func login() async {
        guard signIn == nil else { return }
        // At once, so typing stops with the key press; the use case's answer follows.
        state.isSigningIn = true
        let task = Task { [loginUseCase, email = state.email] () -> Result<LoginUseCaseNameSpace.LoginResult, LoginUseCaseNameSpace.Errors> in
            do throws(LoginUseCaseNameSpace.Errors) {
                return .success(try await loginUseCase.login(email: email))
            } catch {
                return .failure(error)
            }
        }
        signIn = task
        let outcome = await task.value
        signIn = nil
        state.isSigningIn = false
        switch outcome {
        case .success(let login):
            // The form keeps the address (as the use case cleaned it up), so Esc on the next
            // screen comes back to it; a new Login screen (after a logout) starts blank.
            state = State(email: login.email, acceptedTerms: state.acceptedTerms)
            switch login.registration {
            case .alreadyRegistered: await dependencies.coordinator.pushLockScreen(email: login.email)
            case .notRegisteredBefore: await dependencies.coordinator.pushVerificationScreen(email: login.email)
            }
        case .failure(let error):
            state.alert = LoginErrorPresentation(error)
        }
    }

    private func setTerms(_ accepted: Bool) async {
        // The use case ignores a change mid-request; its published state keeps the box honest.
        if accepted {
            await loginUseCase.acceptTerms(email: state.email)
        } else {
            await loginUseCase.rejectTerms(email: state.email)
        }
    }

    private func subscribeToPublishers() {
        loginUseCase.statePublisher
            .observeOnMain { [weak self] state in self?.apply(state) }
            .store(in: &cancellables)
    }

    /// Keeps the terms box as the use case records it.
    private func apply(_ useCaseState: LoginUseCaseNameSpace.States) {
        switch useCaseState {
        case .idle(_, let acceptedTerms), .loggingIn(_, let acceptedTerms):
            state.acceptedTerms = acceptedTerms
        }
    }
}
