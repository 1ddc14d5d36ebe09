import LoginRepositoryAPI

// MARK: - LoginRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: LoginRepositoryRemoteDataProtocol {
    public func login(email: String) async throws -> LoginRepositoryNameSpace.LoginOrRegisterRemoteResult {
        let payload: LoginResponseDTO
        do {
            payload = try await performRequest(
                RequestBuilder(endpoint: "/v1/auth/login", method: .post, body: LoginRequestDTO(email: email))
            )
        } catch let error as MobileGatewayError {
            throw LoginRepositoryNameSpace.RemoteErrors(error)
        }
        switch payload.step {
        case "verifyEmail": return .init(step: .verifyEmail, token: payload.temporaryToken)
        case "enterPin": return .init(step: .enterPin, token: nil)
        default: throw LoginRepositoryNameSpace.RemoteErrors.invalidResponse
        }
    }
}

private extension LoginRepositoryNameSpace.RemoteErrors {
    init(_ error: MobileGatewayError) {
        self = error.mapped(
            networkUnavailable: .networkUnavailable,
            rejected: { .rejected(code: $0, message: $1) },
            invalidResponse: .invalidResponse
        )
    }
}
