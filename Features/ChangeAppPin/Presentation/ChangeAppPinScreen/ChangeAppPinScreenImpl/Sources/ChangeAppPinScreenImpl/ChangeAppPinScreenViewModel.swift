import ChangeAppPinScreenAPI
import ChangeAppPinUseCaseAPI
import Foundation
import Localization
import Observation
import Reactive

/// The ChangeAppPinScreen's interface adapter (blueprint §4.2, 001's MVI shape): the current PIN and
/// the new one twice, the change forwarded to the use case, and the outcome it returns as text
/// under the field at fault or for the whole change. It holds no business rule: the rules of a new
/// PIN belong to the use case, the lockout to the gateway.
@MainActor
@Observable
final class ChangeAppPinScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: ChangeAppPinScreenDependencies
    @ObservationIgnored private let useCase: any ChangeAppPinUseCaseProtocol
    /// How long a final outcome (changed, locked out) shows before the screen goes.
    static let outcomeDisplayTime: Duration = .seconds(2)

    /// The clock that times how long an outcome shows.
    @ObservationIgnored private let clock: any Clock<Duration>
    /// Whether the coordinator has closed the screen already (Esc while an outcome shows).
    @ObservationIgnored private var hasClosed = false
    /// The wait before the screen goes or the app locks, once a final outcome shows (awaited by tests).
    @ObservationIgnored private(set) var pendingOutcome: Task<Void, Never>?
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    /// Creates the view model; a final outcome shows for `outcomeDisplayTime` on `clock` before the screen goes.
    init(
        dependencies: ChangeAppPinScreenDependencies,
        useCase: any ChangeAppPinUseCaseProtocol,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.dependencies = dependencies
        self.useCase = useCase
        self.clock = clock
        useCase.statePublisher
            .observeOnMain { [weak self] snapshot in self?.apply(snapshot) }
            .store(in: &cancellables)
    }

    /// Applies what `action` changes in the state at once (typing must not wait for a task):
    /// new digits replace the field's and clear its message.
    func reduce(_ action: Action) {
        if case .focusChanged(let field) = action { state.focus = field }
        guard case .digitsChanged(let field, let digits) = action, state.acceptsInput else { return }
        state[field] = State.PinField(digits: digits)
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        switch action {
        case .load: await useCase.loadLastChange()
        case .digitsChanged, .focusChanged: break
        case .submit: await submit()
        case .close: await close()
        }
    }

    private func submit() async {
        guard state.acceptsInput else { return }
        let (oldPin, newPin, confirmation) = (state.oldPin.digits, state.newPin.digits, state.confirmation.digits)
        state.oldPin.message = nil
        state.newPin.message = nil
        state.confirmation.message = nil
        state.errorMessage = nil
        // At once, so the form stops taking input with the key press; the use case's answer follows.
        state.isChanging = true
        do {
            try await useCase.changePin(oldPin: oldPin, newPin: newPin, confirmation: confirmation)
            showChanged()
        } catch {
            show(error)
        }
    }

    private func apply(_ snapshot: ChangeAppPinUseCaseNameSpace.Snapshot) {
        state.lastChange = switch snapshot.lastChange {
        case .unknown: nil
        case .never: Strings.ChangeAppPin.Form.neverChanged
        case .changed(let date): Strings.ChangeAppPin.Form.lastChanged(DateText.text(date, .date))
        }
    }

    /// Shows that the PIN changed, then closes the screen after `outcomeDisplayTime`.
    private func showChanged() {
        state.isChanging = false
        state.oldPin = State.PinField()
        state.newPin = State.PinField()
        state.confirmation = State.PinField()
        state.successMessage = Strings.ChangeAppPin.Form.changed
        pendingOutcome = Task { [clock] in
            try? await clock.sleep(for: Self.outcomeDisplayTime)
            await close()
        }
    }

    /// Shows why the change failed, under the field at fault (whose digits are cleared) or for the
    /// whole change; a lockout then locks the app after `outcomeDisplayTime`.
    private func show(_ error: ChangeAppPinUseCaseNameSpace.Errors) {
        state.isChanging = false
        let message = Self.text(for: error)
        if let field = Self.field(for: error) {
            state[field] = State.PinField(message: message)
            state.focus = field
            // The confirmation of a refused new PIN is of no use either.
            if field == .newPin { state.confirmation = State.PinField() }
        } else {
            state.errorMessage = message
        }
        guard case .lockedOut = error else { return }
        state.isLockedOut = true
        pendingOutcome = Task { [clock, dependencies] in
            try? await clock.sleep(for: Self.outcomeDisplayTime)
            await dependencies.coordinator.lockApp()
        }
    }

    private func close() async {
        guard !hasClosed else { return }
        hasClosed = true
        await dependencies.coordinator.closeChangeAppPinScreen()
    }

    /// The field a refusal is about, or nil when it is about the whole change.
    static func field(for error: ChangeAppPinUseCaseNameSpace.Errors) -> Field? {
        switch error {
        case .invalidOldPinFormat, .wrongOldPin: .oldPin
        case .invalidNewPinFormat, .weakPin, .sameAsOldPin: .newPin
        case .confirmationMismatch: .confirmation
        case .lockedOut, .networkUnavailable, .sessionExpired, .storageFailure, .unexpectedResponse, .changeOnItsWay: nil
        }
    }

    /// What the user reads for a refused change (blueprint §11.3: the view model formats errors).
    static func text(for error: ChangeAppPinUseCaseNameSpace.Errors) -> String {
        switch error {
        case .invalidOldPinFormat: Strings.ChangeAppPin.Errors.invalidOldPinFormat
        case .invalidNewPinFormat: Strings.ChangeAppPin.Errors.invalidNewPinFormat
        case .weakPin(.repeatedDigit): Strings.ChangeAppPin.Errors.repeatedDigit
        case .weakPin(.straightRun): Strings.ChangeAppPin.Errors.straightRun
        case .sameAsOldPin: Strings.ChangeAppPin.Errors.sameAsOldPin
        case .confirmationMismatch: Strings.ChangeAppPin.Errors.confirmationMismatch
        case .wrongOldPin: Strings.ChangeAppPin.Errors.wrongOldPin
        case .lockedOut(let until): Strings.ChangeAppPin.Errors.lockedOut(DateText.text(until, .time))
        case .networkUnavailable: Strings.ChangeAppPin.Errors.networkUnavailable
        case .sessionExpired: Strings.ChangeAppPin.Errors.sessionExpired
        case .storageFailure, .unexpectedResponse: Strings.ChangeAppPin.Errors.unexpectedResponse
        case .changeOnItsWay: Strings.ChangeAppPin.Errors.changeOnItsWay
        }
    }
}
