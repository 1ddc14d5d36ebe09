import HomeTabRepositoryAPI
import RemoteDataError

// MARK: - HomeTabRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: HomeTabRepositoryRemoteDataProtocol {
    public func profile() async throws(RemoteDataError) -> HomeTabRepositoryNameSpace.ProfileRemoteResult {
        HomeTabMapper.profile(try await performAuthorizedRequest { try await $0.getProfile().ok.body.json.payload }, link: absoluteLink)
    }

    public func accounts() async throws(RemoteDataError) -> [HomeTabRepositoryNameSpace.AccountRemoteResult] {
        try await performAuthorizedRequest { try await $0.listAccounts().ok.body.json.payload }.map(HomeTabMapper.account)
    }

    public func latestTransactions(limit: Int) async throws(RemoteDataError) -> [HomeTabRepositoryNameSpace.TransactionRemoteResult] {
        try await performAuthorizedRequest { try await $0.listTransactions(query: .init(limit: limit)).ok.body.json.payload }
            .items.map(HomeTabMapper.transaction)
    }
}
