import AuthenticationFlowRepositoryAPI

// MARK: - AuthenticationFlowRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: AuthenticationFlowRepositoryRemoteDataProtocol {
    public func logout() async throws -> AuthenticationFlowRepositoryNameSpace.LogoutRemoteResult {
        let _: EmptyPayloadDTO = try await performAuthorizedRequest(
            RequestBuilder(endpoint: "/v1/auth/logout", method: .post),
            failure: AuthenticationFlowRepositoryNameSpace.RemoteErrors.init
        )
        return .init()
    }
}

private extension AuthenticationFlowRepositoryNameSpace.RemoteErrors {
    init(_ error: MobileGatewayError) {
        self = error.mapped(
            networkUnavailable: .networkUnavailable,
            rejected: { .rejected(code: $0, message: $1) },
            invalidResponse: .invalidResponse,
            sessionExpired: .sessionExpired
        )
    }
}
