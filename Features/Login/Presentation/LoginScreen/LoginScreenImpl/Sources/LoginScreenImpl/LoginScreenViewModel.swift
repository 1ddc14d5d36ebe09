import LoginScreenAPI
import LoginUseCaseAPI
import Observation
import Reactive

/// The Login screen's interface adapter (blueprint §4.2): forwards user events to the
/// use case, maps its states to what the view shows, and navigates on success.
///
/// It holds no business rule: validation and terms acceptance live in the use case.
@MainActor
@Observable
final class LoginScreenViewModel {
    /// The terms and conditions page.
    static let termsLink = "https://payred.app/terms"

    /// The last state the use case published.
    private(set) var state: LoginUseCaseNameSpace.States = .idle(email: "", acceptedTerms: false)
    /// The email field's text.
    var emailText = ""
    /// Whether the terms checkbox is ticked.
    private(set) var acceptTermsCheckbox = false
    /// Whether the error alert is shown.
    var isErrorAlertPresented = false
    /// The error alert's title.
    private(set) var errorTitle = "Error"
    /// The error alert's message.
    private(set) var errorMessage = ""
    /// Whether the error alert offers a retry.
    private(set) var canRetry = false

    /// Whether a login is in flight.
    var isLoading: Bool {
        if case .loggingIn = state { true } else { false }
    }

    /// Whether the Continue button can be pressed.
    var isActionButtonEnabled: Bool { !isLoading }

    @ObservationIgnored private let dependencies: LoginScreenDependencies
    @ObservationIgnored private let loginUseCase: any LoginUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    /// The navigation started by the last `.loggedIn` state (awaited by tests).
    @ObservationIgnored private(set) var pendingNavigation: Task<Void, Never>?

    init(dependencies: LoginScreenDependencies, loginUseCase: any LoginUseCaseProtocol) {
        self.dependencies = dependencies
        self.loginUseCase = loginUseCase
        subscribeToPublishers()
    }

    /// The user pressed Continue.
    func onTapContinue() async {
        // A failure is published as an `.error` state, which `apply(_:)` presents.
        try? await loginUseCase.login(email: emailText)
    }

    /// The user ticked or cleared the terms checkbox.
    func setTermsAccepted(_ accepted: Bool) async {
        acceptTermsCheckbox = accepted
        if accepted {
            try? await loginUseCase.acceptTerms(email: emailText)
        } else {
            try? await loginUseCase.rejectTerms(email: emailText)
        }
    }

    /// The user chose Retry in the error alert.
    func onTryAgainTapped() async {
        dismissError()
        await onTapContinue()
    }

    /// The user closed the error alert.
    func dismissError() {
        isErrorAlertPresented = false
    }

    /// The user asked to read the terms and conditions.
    func onTapTerms() async {
        await dependencies.coordinator.openTermsAndConditions(link: Self.termsLink)
    }

    private func subscribeToPublishers() {
        loginUseCase.statePublisher
            .removeDuplicates()
            .receive(on: UIScheduler.shared)
            .sink { [weak self] state in
                MainActor.assumeIsolated { self?.apply(state) }
            }
            .store(in: &cancellables)
    }

    private func apply(_ state: LoginUseCaseNameSpace.States) {
        self.state = state
        switch state {
        case .idle(_, let acceptedTerms), .loggingIn(_, let acceptedTerms):
            acceptTermsCheckbox = acceptedTerms
        case .loggedIn(let email, let registration, _):
            acceptTermsCheckbox = false
            emailText = ""
            pendingNavigation = Task { [dependencies] in
                switch registration {
                case .alreadyRegistered: await dependencies.coordinator.pushLockScreen(email: email)
                case .notRegisteredBefore: await dependencies.coordinator.pushVerificationScreen(email: email)
                }
            }
        case .error(_, let acceptedTerms, let error):
            acceptTermsCheckbox = acceptedTerms
            let presentation = LoginErrorPresentation(error)
            errorTitle = presentation.title
            errorMessage = presentation.message
            canRetry = presentation.canRetry
            isErrorAlertPresented = true
        }
    }
}
