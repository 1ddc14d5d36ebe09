import AddPayeeScreenAPI
import Observation
import PayeesUseCaseAPI

/// The AddPayeeScreen's interface adapter (blueprint §4.2, 001's MVI shape): shows the use case's
/// verdict on each field as it is typed, forwards the save to the use case (which checks the
/// details again and adds the payee to the list), shows why the payee was not saved, which the use
/// case returns to it, and closes once it is saved. It holds no business rule.
@MainActor
@Observable
final class AddPayeeScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: AddPayeeScreenDependencies
    @ObservationIgnored private let useCase: any PayeesUseCaseProtocol

    init(dependencies: AddPayeeScreenDependencies, useCase: any PayeesUseCaseProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
    }

    /// Applies what `action` changes in the state at once (typing must not wait for a task).
    func reduce(_ action: Action) {
        switch action {
        case .nameChanged(let name) where !state.isSaving:
            state.name = name
            showValidation()
        case .ibanChanged(let iban) where !state.isSaving:
            state.iban = iban
            showValidation()
        case .askToCancel where !state.name.isEmpty || !state.iban.isEmpty:
            state.isConfirmingDiscard = true
        case .keepEditing, .cancel:
            state.isConfirmingDiscard = false
        default:
            break
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        switch action {
        case .nameChanged, .ibanChanged: break
        case .save: await save()
        case .cancel: await dependencies.coordinator.closeAddPayeeScreen()
        case .askToCancel where !state.isConfirmingDiscard: await dependencies.coordinator.closeAddPayeeScreen()
        case .askToCancel, .keepEditing: break
        }
    }

    /// Shows the use case's verdict on the fields typed so far; an edit also clears a refusal.
    private func showValidation() {
        let validation = useCase.validate(name: state.name, iban: state.iban)
        state.nameMessage = state.name.isEmpty ? nil : validation.name.map { Self.text(for: $0) }
        state.ibanMessage = state.iban.isEmpty ? nil : validation.iban.map { Self.text(for: $0) }
        state.canSave = validation == .valid
        state.errorMessage = nil
    }

    private func save() async {
        guard state.canSave, !state.isSaving else { return }
        // At once, so typing stops with the key press; the use case's answer follows.
        state.isSaving = true
        state.errorMessage = nil
        do {
            try await useCase.add(name: state.name, iban: state.iban)
            state.isSaving = false
            await dependencies.coordinator.closeAddPayeeScreen()
        } catch {
            state.isSaving = false
            state.errorMessage = Self.text(for: error)
        }
    }

    /// What the user reads for a field the use case refuses or a payee not saved
    /// (blueprint §11.3: the view model formats errors).
    static func text(for error: PayeesUseCaseNameSpace.Errors) -> String {
        switch error {
        case .invalidName: Strings.Payees.Errors.invalidName(PayeesUseCaseNameSpace.maximumNameLength)
        case .invalidCharacters: Strings.Payees.Errors.invalidCharacters
        case .invalidIBAN: Strings.Payees.Errors.invalidIban
        case .payeeExists: Strings.Payees.Errors.payeeExists
        case .networkUnavailable: Strings.Payees.Errors.networkUnavailable
        case .sessionExpired: Strings.Payees.Errors.sessionExpired
        case .refused(let reason): reason
        case .alreadyOnItsWay: Strings.Payees.Errors.alreadyOnItsWay
        case .unavailable, .payeeNotFound: Strings.Payees.Errors.unavailable
        }
    }
}
