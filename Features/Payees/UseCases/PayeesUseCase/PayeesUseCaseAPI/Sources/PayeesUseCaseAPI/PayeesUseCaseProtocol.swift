import Reactive

/// The PayeesUseCase: the input boundary the Payees view models call (blueprint §3.2).
///
/// It owns the saved payees' state machine, shared by the list and the add screen, and the rules
/// a new payee must meet before anything reaches the gateway.
public protocol PayeesUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: the payees, and the additions and deletions
    /// asked for.
    var statePublisher: AnyPublisher<PayeesUseCaseNameSpace.Snapshot, Never> { get }

    /// Loads the saved payees; the outcome is published as `.loaded` or `.error`.
    /// Ignored while a load is on its way; nothing is thrown: the outcome is the state.
    func load() async

    /// Checks a new payee's `name` and `iban` as typed, without sending anything.
    func validate(name: String, iban: String) -> PayeesUseCaseNameSpace.Validation

    /// Saves a payee named `name` (trimmed) for `iban` (normalised) once both are valid. The
    /// snapshot's `addition` says where it stands; once `done`, the new payee is at the end of the
    /// loaded list. A validation error there means nothing was sent. Ignored while an addition is
    /// on its way; nothing is thrown: the outcome is the snapshot.
    func add(name: String, iban: String) async

    /// Deletes the payee `payeeId`; `deletions[payeeId]` says where it stands. The payee leaves
    /// the loaded list once the gateway agreed, or when the gateway no longer has it
    /// (`payeeNotFound`). Ignored while its deletion is on its way; nothing is thrown.
    func delete(payeeId: String) async
}
