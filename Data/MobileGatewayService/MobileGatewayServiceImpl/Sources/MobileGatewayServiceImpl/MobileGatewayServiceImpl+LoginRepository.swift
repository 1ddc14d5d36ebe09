import LoginRepositoryAPI
import RemoteDataError

// MARK: - LoginRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: LoginRepositoryRemoteDataProtocol {
    public func login(email: String) async throws(RemoteDataError) -> LoginRepositoryNameSpace.LoginOrRegisterRemoteResult {
        LoginMapper.result(try await performRequest { try await $0.login(body: .json(.init(email: email))).ok.body.json.payload })
    }
}
