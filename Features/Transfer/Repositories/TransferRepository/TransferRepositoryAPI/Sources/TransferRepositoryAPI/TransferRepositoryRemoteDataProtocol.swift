import Reactive
import RemoteDataError

/// What the TransferRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
public protocol TransferRepositoryRemoteDataProtocol: Sendable {
    /// Fires when money may have moved (a transfer made, money received, the event stream live again).
    var moneyMovedPublisher: AnyPublisher<Void, Never> { get }
    /// Fires when the saved payees may have changed (one saved or deleted, the event stream live again).
    var payeesChangedPublisher: AnyPublisher<Void, Never> { get }

    /// Fetches the user's accounts with their balances (`GET /v1/accounts`).
    func transferAccounts() async throws(RemoteDataError) -> [TransferRepositoryNameSpace.AccountRemoteResult]

    /// Fetches the user's saved payees (`GET /v1/payees`).
    func transferPayees() async throws(RemoteDataError) -> [TransferRepositoryNameSpace.PayeeRemoteResult]

    /// Makes a transfer (`POST /v1/transfers` with the `Idempotency-Key` header): the gateway
    /// moves the money once per key and answers a retry with the same key and request with the
    /// transfer it made.
    func createTransfer(
        _ request: TransferRepositoryNameSpace.TransferRemoteRequest,
        idempotencyKey: String
    ) async throws(RemoteDataError) -> TransferRepositoryNameSpace.TransferRemoteResult
}
