import Reactive

/// The PayeesUseCase: the input boundary the Payees view models call (blueprint §3.2).
///
/// It owns the saved payees' state machine, shared by the list and the add screen, and the rules
/// a new payee must meet before anything reaches the gateway.
public protocol PayeesUseCaseProtocol: AnyObject, Sendable {
    /// The current state followed by every change.
    var statePublisher: AnyPublisher<PayeesUseCaseNameSpace.States, Never> { get }

    /// Loads the saved payees; the outcome is published as `.loaded` or `.error`.
    /// Ignored while a load is on its way; nothing is thrown: the outcome is the state.
    func load() async

    /// Checks a new payee's `name` and `iban` as typed, without sending anything.
    func validate(name: String, iban: String) -> PayeesUseCaseNameSpace.Validation

    /// Saves a payee named `name` (trimmed) for `iban` (normalised) once both are valid; the new
    /// payee is published at the end of the loaded list.
    /// - Throws: `PayeesUseCaseNameSpace.Errors`; a validation error means nothing was sent.
    func add(name: String, iban: String) async throws

    /// Deletes the payee `payeeId`; it leaves the loaded list once the gateway agreed, or when the
    /// gateway no longer has it.
    /// - Throws: `PayeesUseCaseNameSpace.Errors`.
    func delete(payeeId: String) async throws
}
