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

/// The body of `POST /v1/auth/login`.
private struct LoginRequestDTO: Encodable, Sendable {
    let email: String
}

/// The payload of `POST /v1/auth/login`.
private struct LoginResponseDTO: Decodable, Sendable {
    let step: String
    let temporaryToken: String?
}

private extension LoginRepositoryNameSpace.RemoteErrors {
    init(_ error: MobileGatewayError) {
        switch error {
        case .transport: self = .networkUnavailable
        case .http(_, let code, let message): self = .rejected(code: code, message: message)
        case .locked(_, let message): self = .rejected(code: "account_locked", message: message)
        case .invalidResponse, .sessionExpired: self = .invalidResponse
        }
    }
}
