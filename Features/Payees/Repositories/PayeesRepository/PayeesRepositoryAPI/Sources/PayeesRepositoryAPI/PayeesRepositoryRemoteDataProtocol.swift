import Reactive
import RemoteDataError

/// What the PayeesRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
public protocol PayeesRepositoryRemoteDataProtocol: Sendable {
    /// Fires when the saved payees may have changed (one saved or deleted, the event stream live again).
    var payeesChangedPublisher: AnyPublisher<Void, Never> { get }

    /// Fetches the user's saved payees, oldest first (`GET /v1/payees`).
    func savedPayees() async throws(RemoteDataError) -> [PayeesRepositoryNameSpace.PayeeRemoteResult]

    /// Saves a payee (`POST /v1/payees`); returns it as the gateway saved it.
    func savePayee(name: String, iban: String) async throws(RemoteDataError) -> PayeesRepositoryNameSpace.PayeeRemoteResult

    /// Deletes the payee `id` (`DELETE /v1/payees/{id}`).
    func deletePayee(id: String) async throws(RemoteDataError) -> PayeesRepositoryNameSpace.DeletePayeeRemoteResult
}
