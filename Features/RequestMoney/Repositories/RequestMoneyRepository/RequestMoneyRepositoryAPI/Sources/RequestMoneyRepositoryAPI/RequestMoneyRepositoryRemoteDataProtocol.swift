import RemoteDataError

/// What the RequestMoneyRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
public protocol RequestMoneyRepositoryRemoteDataProtocol: Sendable {
    /// Fetches the feature's content.
    func loadRequestMoney() async throws(RemoteDataError) -> RequestMoneyRepositoryNameSpace.LoadRemoteResult
}
