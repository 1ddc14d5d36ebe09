import VerificationCodeRepositoryAPI

// MARK: - VerificationCodeRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: VerificationCodeRepositoryRemoteDataProtocol {
    public func verifyEmail(
        temporaryToken: String,
        code: String
    ) async throws -> VerificationCodeRepositoryNameSpace.VerifyEmailRemoteResult {
        let payload: RegistrationDTO = try await mappingErrors {
            try await performRequest(RequestBuilder(
                endpoint: "/v1/auth/verify",
                method: .post,
                body: VerifyRequestDTO(temporaryToken: temporaryToken, code: code)
            ))
        }
        return .init(registrationToken: payload.registrationToken)
    }

    public func sendCode(email: String) async throws -> VerificationCodeRepositoryNameSpace.SendCodeRemoteResult {
        let payload: SendCodeDTO = try await mappingErrors {
            try await performRequest(RequestBuilder(endpoint: "/v1/auth/login", method: .post, body: SendCodeRequestDTO(email: email)))
        }
        // Only a sign-up still waiting for its code gets a new one.
        guard payload.step == "verifyEmail", let token = payload.temporaryToken else {
            throw VerificationCodeRepositoryNameSpace.RemoteErrors.invalidResponse
        }
        return .init(temporaryToken: token)
    }

    private func mappingErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as MobileGatewayError {
            switch error {
            case .transport: throw VerificationCodeRepositoryNameSpace.RemoteErrors.networkUnavailable
            case .http(_, let code, let message): throw VerificationCodeRepositoryNameSpace.RemoteErrors.rejected(code: code, message: message)
            case .locked, .sessionExpired, .invalidResponse: throw VerificationCodeRepositoryNameSpace.RemoteErrors.invalidResponse
            }
        }
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
}

/// The body of `POST /v1/auth/login`, sent again for a new code.
private struct SendCodeRequestDTO: Encodable, Sendable {
    let email: String
}

/// The payload of `POST /v1/auth/login`.
private struct SendCodeDTO: Decodable, Sendable {
    let step: String
    let temporaryToken: String?
}
