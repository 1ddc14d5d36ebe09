import Reactive
import RemoteDataError

/// What the TransactionTabRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
public protocol TransactionTabRepositoryRemoteDataProtocol: Sendable {
    /// Fetches one page of transactions, newest first (`GET /v1/transactions`): from `cursor` (nil:
    /// the newest), at most `limit`, matching `search` (empty: all) in `accountId` (nil: every account).
    func transactionPage(
        cursor: String?,
        limit: Int,
        search: String,
        accountId: String?
    ) async throws(RemoteDataError) -> TransactionTabRepositoryNameSpace.TransactionPageRemoteResult

    /// Fetches the user's transaction `id` (`GET /v1/transactions/{id}`); the gateway rejects an
    /// id that is not one of the user's with `transaction_not_found`.
    func transaction(id: String) async throws(RemoteDataError) -> TransactionTabRepositoryNameSpace.TransactionRecord

    /// Fetches the user's accounts' ids and names (`GET /v1/accounts`).
    func accountNames() async throws(RemoteDataError) -> [TransactionTabRepositoryNameSpace.AccountNameRemoteResult]

    /// Fires after every transfer this app sent: balances and history have changed.
    var moneyMovedPublisher: AnyPublisher<Void, Never> { get }
}
