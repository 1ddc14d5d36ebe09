import Reactive

/// The PayeesUseCase: the input boundary the Payees view models call (blueprint §3.2).
///
/// It owns the saved payees' state machine, shared by the list and the add screen, and the rules
/// a new payee must meet before anything reaches the gateway.
public protocol PayeesUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: the payees, and the changes on their way.
    var statePublisher: AnyPublisher<PayeesUseCaseNameSpace.Snapshot, Never> { get }

    /// Loads the saved payees; the outcome is published as `.loaded` or `.error`.
    /// Ignored while a load is on its way; nothing is thrown: the outcome is the state.
    func load() async

    /// Checks a new payee's `name` and `iban` as typed, without sending anything.
    func validate(name: String, iban: String) -> PayeesUseCaseNameSpace.Validation

    /// Saves a payee named `name` (trimmed) for `iban` (normalised) once both are valid, and
    /// returns once the gateway saved it; the new payee is then at the end of the loaded list.
    /// - Throws: a validation error (nothing was sent), `.alreadyOnItsWay` while an addition is on
    ///   its way, else why the gateway did not save it.
    func add(name: String, iban: String) async throws(PayeesUseCaseNameSpace.Errors)

    /// Deletes the payee `payeeId`, and returns once the gateway deleted it. The payee leaves the
    /// loaded list then, or when the gateway no longer has it (which throws `.payeeNotFound`).
    /// - Throws: `.alreadyOnItsWay` while its deletion is on its way, else why it was not deleted.
    func delete(payeeId: String) async throws(PayeesUseCaseNameSpace.Errors)
}
