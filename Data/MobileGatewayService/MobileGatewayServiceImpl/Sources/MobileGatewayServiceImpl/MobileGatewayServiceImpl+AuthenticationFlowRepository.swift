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
        switch error {
        case .transport: self = .networkUnavailable
        case .sessionExpired: self = .sessionExpired
        case .http(_, let code, let message): self = .rejected(code: code, message: message)
        case .locked(_, let message): self = .rejected(code: "account_locked", message: message)
        case .invalidResponse: self = .invalidResponse
        }
    }
}
