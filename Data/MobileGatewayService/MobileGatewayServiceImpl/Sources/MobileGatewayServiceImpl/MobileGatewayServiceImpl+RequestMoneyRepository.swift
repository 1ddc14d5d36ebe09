import RemoteDataError
import RequestMoneyRepositoryAPI

// MARK: - RequestMoneyRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: RequestMoneyRepositoryRemoteDataProtocol {
    public func requestMoneyHolder() async throws(RemoteDataError) -> RequestMoneyRepositoryNameSpace.HolderRemoteResult {
        RequestMoneyMapper.holder(try await performAuthorizedRequest { try await $0.getProfile().ok.body.json.payload })
    }

    public func requestMoneyAccounts() async throws(RemoteDataError) -> [RequestMoneyRepositoryNameSpace.AccountRemoteResult] {
        try await performAuthorizedRequest { try await $0.listAccounts().ok.body.json.payload }.map(RequestMoneyMapper.account)
    }
}
