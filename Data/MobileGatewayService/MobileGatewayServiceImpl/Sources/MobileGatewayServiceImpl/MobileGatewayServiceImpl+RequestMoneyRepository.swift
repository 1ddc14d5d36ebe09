import Reactive
import RemoteDataError
import RequestMoneyRepositoryAPI

// MARK: - RequestMoneyRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: RequestMoneyRepositoryRemoteDataProtocol {
    public func loadRequestMoney() async throws(RemoteDataError) -> RequestMoneyRepositoryNameSpace.LoadRemoteResult {
        async let profile = Result { () async throws(RemoteDataError) in try await performAuthorizedRequest { try await $0.getProfile().ok.body.json.payload } }
        async let accounts = Result { () async throws(RemoteDataError) in try await performAuthorizedRequest { try await $0.listAccounts().ok.body.json.payload } }
        return RequestMoneyMapper.loadResult(profile: try await profile.get(), accounts: try await accounts.get())
    }
}
