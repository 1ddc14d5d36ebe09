import AuthenticationFlowUseCaseAPI
import Foundation
import Observation
import VerificationCodeScreenAPI
import VerificationCodeUseCaseAPI

/// The VerificationCodeScreen's interface adapter (blueprint §4.2, 001's MVI shape): `send`
/// forwards the user's actions, `state` renders the outcome the use case returns of each request
/// this screen makes. It holds no business rule: the code's shape and the resend cooldown belong to the
/// use case.
@MainActor
@Observable
final class VerificationCodeScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// The email the code was sent to.
        var email: String
        /// The digits typed so far.
        var code = ""
        /// Whether the code is being checked.
        var isVerifying = false
        /// Whether a new code is being asked for.
        var isResending = false
        /// When "Resend code" becomes available.
        var resendAvailableAt: Date
        /// What the screen says about the last request, if anything.
        var message: ScreenMessage?

        /// Whether a request is in flight.
        var isBusy: Bool { isVerifying || isResending }
    }

    /// What the user can do.
    enum Action: Equatable {
        /// The digits changed.
        case codeChanged(String)
        /// All six digits are in: check them.
        case submit
        /// Ask for a new code.
        case resend
        /// Start again with another email.
        case back
    }

    private(set) var state: State

    @ObservationIgnored private let dependencies: VerificationCodeScreenDependencies
    @ObservationIgnored private let useCase: any VerificationCodeUseCaseProtocol
    @ObservationIgnored private let authenticationFlow: any AuthenticationFlowUseCaseProtocol

    init(
        dependencies: VerificationCodeScreenDependencies,
        useCase: any VerificationCodeUseCaseProtocol,
        authenticationFlow: any AuthenticationFlowUseCaseProtocol
    ) {
        self.dependencies = dependencies
        self.useCase = useCase
        self.authenticationFlow = authenticationFlow
        state = State(email: dependencies.email, resendAvailableAt: useCase.resendAvailableAt(email: dependencies.email))
    }

    /// Applies what `action` changes in the state at once (typing must not wait for a task).
    func reduce(_ action: Action) {
        if case .codeChanged(let code) = action, !state.isBusy {
            state.code = code
            if !code.isEmpty { state.message = nil }
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        switch action {
        case .codeChanged: break
        case .submit: await verify()
        case .resend: await resend()
        case .back: await leave()
        }
    }

    /// Forgets the sign-up, then goes back to Login; a failure to forget it is shown here.
    private func leave() async {
        do {
            _ = try await authenticationFlow.logout()
            await dependencies.coordinator.backToLogin()
        } catch {
            state.message = .error(Self.leaveFailureText)
        }
    }

    private func verify() async {
        guard !state.isBusy else { return }
        // At once, so typing stops with the key press; the use case's answer follows.
        state.isVerifying = true
        do {
            try await useCase.verify(email: state.email, code: state.code)
            state.isVerifying = false
            state.message = nil
            await dependencies.coordinator.pushCreatePinScreen(email: state.email)
        } catch {
            state.isVerifying = false
            state.code = ""
            state.message = .error(Self.text(for: error))
        }
    }

    private func resend() async {
        guard !state.isBusy else { return }
        state.isResending = true
        do {
            state.resendAvailableAt = try await useCase.resendCode(email: state.email)
            state.code = ""
            state.message = .info(Strings.VerificationCode.Code.sent(state.email))
        } catch {
            if case .resendNotYetAvailable(let until) = error { state.resendAvailableAt = until }
            state.message = .error(Self.text(for: error))
        }
        state.isResending = false
    }

    /// What the user reads when the sign-up could not be forgotten on this device.
    static var leaveFailureText: String { Strings.VerificationCode.Errors.leaveFailure }

    /// What the user reads for a failed request (blueprint §11.3: the view model formats errors).
    static func text(for error: VerificationCodeUseCaseNameSpace.Errors) -> String {
        switch error {
        case .invalidCodeFormat: Strings.VerificationCode.Errors.invalidCodeFormat
        case .wrongCode(let left?): Strings.VerificationCode.Errors.wrongCode(left)
        case .wrongCode(nil): Strings.VerificationCode.Errors.wrongCodeWithoutCount
        case .tooManyAttempts: Strings.VerificationCode.Errors.tooManyAttempts
        case .codeExpired: Strings.VerificationCode.Errors.codeExpired
        case .signUpExpired: Strings.VerificationCode.Errors.signUpExpired
        case .resendNotYetAvailable: Strings.VerificationCode.Errors.resendNotYetAvailable
        case .tooManyCodes: Strings.VerificationCode.Errors.tooManyCodes
        case .tryLater: Strings.VerificationCode.Errors.tryLater
        case .networkUnavailable: Strings.VerificationCode.Errors.networkUnavailable
        case .storageFailure: Strings.VerificationCode.Errors.storageFailure
        case .unexpectedResponse: Strings.VerificationCode.Errors.unexpectedResponse
        case .requestOnItsWay: Strings.VerificationCode.Errors.requestOnItsWay
        }
    }
}
