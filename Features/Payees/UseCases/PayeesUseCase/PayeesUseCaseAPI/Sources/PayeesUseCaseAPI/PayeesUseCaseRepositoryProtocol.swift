import Reactive

/// What the PayeesUseCase needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; a repository implements it. Its methods throw
/// `PayeesUseCaseNameSpace.Errors` (typed).
public protocol PayeesUseCaseRepositoryProtocol: Sendable {
    /// Fires when the saved payees may have changed: one saved or deleted, or the gateway heard
    /// from again after a time when nothing was.
    var payeesChangedPublisher: AnyPublisher<Void, Never> { get }

    /// Loads the user's saved payees, oldest first.
    func payees() async throws(PayeesUseCaseNameSpace.Errors) -> [PayeesUseCaseNameSpace.Payee]

    /// Saves a payee with the already checked `name` and `iban`; returns it as the gateway saved it.
    func addPayee(name: String, iban: String) async throws(PayeesUseCaseNameSpace.Errors) -> PayeesUseCaseNameSpace.Payee

    /// Deletes the payee `id` at the gateway.
    func deletePayee(id: String) async throws(PayeesUseCaseNameSpace.Errors) -> PayeesUseCaseNameSpace.DeletePayeeResult
}
