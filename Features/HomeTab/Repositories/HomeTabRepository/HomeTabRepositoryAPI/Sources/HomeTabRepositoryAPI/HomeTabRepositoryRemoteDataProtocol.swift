import Reactive
import RemoteDataError

/// What the HomeTabRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
public protocol HomeTabRepositoryRemoteDataProtocol: Sendable {
    /// Fetches the signed-in user's profile (`GET /v1/profile`).
    func profile() async throws(RemoteDataError) -> HomeTabRepositoryNameSpace.ProfileRemoteResult

    /// Fetches the user's accounts with their balances (`GET /v1/accounts`).
    func accounts() async throws(RemoteDataError) -> [HomeTabRepositoryNameSpace.AccountRemoteResult]

    /// Fetches the newest `limit` transactions across all accounts, newest first (`GET /v1/transactions`).
    func latestTransactions(limit: Int) async throws(RemoteDataError) -> [HomeTabRepositoryNameSpace.TransactionRemoteResult]

    /// Fires after every transfer this app sent: balances and history have changed.
    var moneyMovedPublisher: AnyPublisher<Void, Never> { get }

    /// Fires after this app changed the user's name.
    var profileChangedPublisher: AnyPublisher<Void, Never> { get }
}
