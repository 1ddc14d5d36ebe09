import AuthenticationFlowUseCaseAPI
import Foundation
import LockScreenAPI
import LockUseCaseAPI
import Observation

/// The LockScreen's interface adapter (blueprint §4.2, 001's MVI shape): "Your name" (for a new
/// user), "Create a PIN" and "Confirm your PIN" at the end of sign-up, "Enter your PIN" later. It forwards the PIN to the
/// use case and renders the outcome the use case returns to it. It holds no business rule: PIN
/// strength, matching and the lockout belong to the use case.
@MainActor
@Observable
final class LockScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// Which PIN the screen asks for.
        enum Step: Equatable {
            case name, create, confirm, unlock
        }

        /// The account the PIN belongs to.
        var email: String
        /// Which PIN the screen asks for.
        var step: Step
        /// The name other people will see, asked of a new user before the PIN.
        var firstName = ""
        var lastName = ""
        /// The digits typed so far (drawn masked).
        var pin = ""
        /// Whether a request is in flight.
        var isSubmitting = false
        /// What went wrong with the last PIN, if anything.
        var errorMessage: String?
        /// When a lockout ends, while one is known.
        var lockedUntil: Date?
        /// Whether the logout confirmation is shown.
        var isConfirmingLogout = false
    }

    /// What the user can do.
    enum Action: Equatable {
        /// The screen opened: a new user's sign-up starts with the name.
        case load
        /// The first name changed.
        case firstNameChanged(String)
        /// The last name changed.
        case lastNameChanged(String)
        /// The digits changed.
        case pinChanged(String)
        /// Use the digits typed.
        case submit
        /// Esc: from "Confirm your PIN" back to "Create a PIN", from there back to the name when one
        /// was asked; elsewhere leave this account.
        case back
        /// Leave this account ("Use another email", or "Log out" once confirmed).
        case leave
        /// Ask whether to log out.
        case askToLogout
        /// Close the confirmation and stay.
        case cancelLogout
    }

    private(set) var state: State

    @ObservationIgnored private let dependencies: LockScreenDependencies
    @ObservationIgnored private let useCase: any LockUseCaseProtocol
    @ObservationIgnored private let authenticationFlow: any AuthenticationFlowUseCaseProtocol
    /// The PIN chosen in the create step, until it is confirmed.
    @ObservationIgnored private var chosenPin = ""
    /// The name given in the name step, when this sign-up asks for one.
    @ObservationIgnored private var chosenName: LockUseCaseNameSpace.Name?

    init(
        dependencies: LockScreenDependencies,
        useCase: any LockUseCaseProtocol,
        authenticationFlow: any AuthenticationFlowUseCaseProtocol
    ) {
        self.dependencies = dependencies
        self.useCase = useCase
        self.authenticationFlow = authenticationFlow
        state = State(email: dependencies.email, step: dependencies.firstLaunch ? .create : .unlock)
    }

    /// Applies what `action` changes in the state at once (typing must not wait for a task).
    func reduce(_ action: Action) {
        switch action {
        case .pinChanged(let pin) where !state.isSubmitting: state.pin = pin
        case .firstNameChanged(let name): state.firstName = name
        case .lastNameChanged(let name): state.lastName = name
        case .askToLogout: state.isConfirmingLogout = true
        case .cancelLogout, .leave: state.isConfirmingLogout = false
        case .pinChanged, .submit, .back, .load: break
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        switch action {
        case .pinChanged, .firstNameChanged, .lastNameChanged, .askToLogout, .cancelLogout: break
        case .load:
            if state.step == .create, await useCase.needsName(email: state.email) { state.step = .name }
        case .submit: await submit()
        case .back where state.step == .confirm:
            chosenPin = ""
            state.errorMessage = nil
            state.step = .create
        case .back where state.step == .create && chosenName != nil:
            chosenName = nil
            state.pin = ""
            state.errorMessage = nil
            state.step = .name
        case .back, .leave:
            // Leaving forgets the session or sign-up first; only then is Login the way on.
            do {
                _ = try await authenticationFlow.logout()
                await dependencies.coordinator.backToLogin()
            } catch {
                state.errorMessage = Self.logoutFailureText
            }
        }
    }

    private func submit() async {
        guard !state.isSubmitting else { return }
        if state.step == .name { return chooseName() }
        let pin = state.pin
        state.pin = ""
        switch state.step {
        case .name:
            break
        case .create:
            if let problem = useCase.checkNewPin(pin).problem {
                state.errorMessage = Self.text(for: problem)
            } else {
                chosenPin = pin
                state.errorMessage = nil
                state.step = .confirm
            }
        case .confirm:
            let (email, name, chosen) = (state.email, chosenName, chosenPin)
            await request { [useCase] () throws(LockUseCaseNameSpace.Errors) in
                try await useCase.createPin(email: email, name: name, pin: chosen, confirmation: pin)
            }
        case .unlock:
            let email = state.email
            await request { [useCase] () throws(LockUseCaseNameSpace.Errors) in try await useCase.unlock(email: email, pin: pin) }
        }
    }

    /// Moves from the name to the PIN once the use case accepts the name.
    private func chooseName() {
        let name = LockUseCaseNameSpace.Name(firstName: state.firstName, lastName: state.lastName)
        if let problem = useCase.checkName(name) {
            state.errorMessage = Self.text(for: problem)
        } else {
            chosenName = name
            state.errorMessage = nil
            state.step = .create
        }
    }

    /// Sends `body`, shown on its way at once so typing stops with the key press. On success the
    /// session opens and the flow moves on, so only a failure shows here.
    private func request(_ body: () async throws(LockUseCaseNameSpace.Errors) -> Void) async {
        state.isSubmitting = true
        do {
            try await body()
            state.isSubmitting = false
            state.errorMessage = nil
        } catch {
            state.isSubmitting = false
            show(error)
        }
    }

    /// Shows why the request failed, going back to the step it concerns.
    private func show(_ error: LockUseCaseNameSpace.Errors) {
        state.errorMessage = Self.text(for: error)
        switch error {
        case .lockedOut(let until):
            state.lockedUntil = until
        case .pinMismatch, .weakPin, .signUpExpired:
            chosenPin = ""
            if state.step == .confirm { state.step = .create }
        case .nameMissing, .nameTooLong, .nameHiddenCharacters:
            chosenPin = ""
            chosenName = nil
            state.step = .name
        default:
            break
        }
    }

    /// What the user reads when leaving could not wipe the device.
    static var logoutFailureText: String { Strings.Lock.Logout.failure }

    /// What the user reads for a refused PIN (blueprint §11.3: the view model formats errors).
    static func text(for error: LockUseCaseNameSpace.Errors) -> String {
        switch error {
        case .nameMissing: Strings.Lock.Errors.nameMissing
        case .nameTooLong(let maximum): Strings.Lock.Errors.nameTooLong(maximum)
        case .nameHiddenCharacters: Strings.Lock.Errors.nameHiddenCharacters
        case .invalidPinFormat: Strings.Lock.Errors.invalidPinFormat
        case .weakPin(.repeatedDigit): Strings.Lock.Errors.repeatedDigit
        case .weakPin(.straightRun): Strings.Lock.Errors.straightRun
        case .pinMismatch: Strings.Lock.Errors.pinMismatch
        case .wrongPin(let left?): Strings.Lock.Errors.wrongPin(left)
        case .wrongPin(nil): Strings.Lock.Errors.wrongPinWithoutCount
        case .lockedOut: Strings.Lock.Errors.lockoutOver  // shown once the countdown ends
        case .signUpExpired: Strings.Lock.Errors.signUpExpired
        case .tryLater: Strings.Lock.Errors.tryLater
        case .networkUnavailable: Strings.Lock.Errors.networkUnavailable
        case .storageFailure: Strings.Lock.Errors.storageFailure
        case .unexpectedResponse: Strings.Lock.Errors.unexpectedResponse
        case .requestOnItsWay: Strings.Lock.Errors.requestOnItsWay
        }
    }
}
