import LoginRepositoryAPI
import RemoteDataError

// MARK: - LoginRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: LoginRepositoryRemoteDataProtocol {
    public func login(email: String) async throws -> LoginRepositoryNameSpace.LoginOrRegisterRemoteResult {
        let payload: LoginResponseDTO = try await performRequest(
            RequestBuilder(endpoint: "/v1/auth/login", method: .post, body: LoginRequestDTO(email: email))
        )
        switch payload.step {
        case "verifyEmail": return .init(step: .verifyEmail, token: payload.temporaryToken)
        case "enterPin": return .init(step: .enterPin, token: nil)
        default: throw RemoteDataError.invalidResponse
        }
    }
}
