import AuthenticationFlowRepositoryAPI

// MARK: - AuthenticationFlowRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: AuthenticationFlowRepositoryRemoteDataProtocol {
    public func logout() async throws -> AuthenticationFlowRepositoryNameSpace.LogoutRemoteResult {
        do {
            let _: EmptyPayloadDTO = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/auth/logout", method: .post))
            return .init()
        } catch let error as MobileGatewayError {
            throw AuthenticationFlowRepositoryNameSpace.RemoteErrors(error)
        }
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
