import AuthenticationFlowRepositoryAPI

// MARK: - AuthenticationFlowRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: AuthenticationFlowRepositoryRemoteDataProtocol {
    public func logout() async throws -> AuthenticationFlowRepositoryNameSpace.LogoutRemoteResult {
        let _: EmptyPayloadDTO = try await performAuthorizedRequest(
            RequestBuilder(endpoint: "/v1/auth/logout", method: .post))
        return .init()
    }
}
