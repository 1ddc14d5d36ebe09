/// What the TransferRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
///
/// Every call throws `RemoteDataError`.
public protocol TransferRepositoryRemoteDataProtocol: Sendable {
    /// Fetches the user's accounts with their balances (`GET /v1/accounts`).
    func transferAccounts() async throws -> [TransferRepositoryNameSpace.AccountRemoteResult]

    /// Fetches the user's saved payees (`GET /v1/payees`).
    func transferPayees() async throws -> [TransferRepositoryNameSpace.PayeeRemoteResult]

    /// Makes a transfer (`POST /v1/transfers` with the `Idempotency-Key` header): the gateway
    /// moves the money once per key and answers a retry with the same key and request with the
    /// transfer it made.
    func createTransfer(
        _ request: TransferRepositoryNameSpace.TransferRemoteRequest,
        idempotencyKey: String
    ) async throws -> TransferRepositoryNameSpace.TransferRemoteResult
}
