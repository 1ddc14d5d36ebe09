import RemoteDataError
import VerificationCodeRepositoryAPI

// MARK: - VerificationCodeRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: VerificationCodeRepositoryRemoteDataProtocol {
    public func verifyEmail(
        temporaryToken: String,
        code: String
    ) async throws -> VerificationCodeRepositoryNameSpace.VerifyEmailRemoteResult {
        let payload: RegistrationDTO = try await performRequest(RequestBuilder(
            endpoint: "/v1/auth/verify",
            method: .post,
            body: VerifyRequestDTO(temporaryToken: temporaryToken, code: code)
        ))
        return .init(registrationToken: payload.registrationToken, needsName: payload.needsName)
    }

    public func sendCode(email: String) async throws -> VerificationCodeRepositoryNameSpace.SendCodeRemoteResult {
        let payload: LoginResponseDTO = try await performRequest(
            RequestBuilder(endpoint: "/v1/auth/login", method: .post, body: LoginRequestDTO(email: email))
        )
        // Only a sign-up still waiting for its code gets a new one.
        guard payload.step == "verifyEmail", let token = payload.temporaryToken else {
            throw RemoteDataError.invalidResponse
        }
        return .init(temporaryToken: token)
    }
}

/// The body of `POST /v1/auth/verify`.
private struct VerifyRequestDTO: Encodable, Sendable {
    let temporaryToken: String
    let code: String
}

/// The payload of `POST /v1/auth/verify`.
private struct RegistrationDTO: Decodable, Sendable {
    let registrationToken: String
    let needsName: Bool
}
