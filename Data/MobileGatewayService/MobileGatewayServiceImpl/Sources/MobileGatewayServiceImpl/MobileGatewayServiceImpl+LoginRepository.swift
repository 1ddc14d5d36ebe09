import LoginRepositoryAPI

// MARK: - LoginRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: LoginRepositoryRemoteDataProtocol {
    public func login(email: String) async throws -> LoginRepositoryNameSpace.LoginOrRegisterRemoteResult {
        LoginMapper.result(try await performRequest { try await $0.login(body: .json(.init(email: email))).ok.body.json.payload })
    }
}
