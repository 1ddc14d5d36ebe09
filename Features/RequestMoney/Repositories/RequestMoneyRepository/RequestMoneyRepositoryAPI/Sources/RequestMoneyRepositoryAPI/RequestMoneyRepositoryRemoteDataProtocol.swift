import RemoteDataError

/// What the RequestMoneyRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
public protocol RequestMoneyRepositoryRemoteDataProtocol: Sendable {
    /// The signed-in user's name as the gateway knows it.
    /// - Throws: `RemoteDataError`.
    func requestMoneyHolder() async throws(RemoteDataError) -> RequestMoneyRepositoryNameSpace.HolderRemoteResult

    /// The signed-in user's accounts.
    /// - Throws: `RemoteDataError`.
    func requestMoneyAccounts() async throws(RemoteDataError) -> [RequestMoneyRepositoryNameSpace.AccountRemoteResult]
}
