import LockRepositoryAPI

// MARK: - LockRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: LockRepositoryRemoteDataProtocol {
    public func createPin(registrationToken: String, pin: String) async throws -> LockRepositoryNameSpace.SessionRemoteResult {
        try await openSession(RequestBuilder(
            endpoint: "/v1/auth/pin",
            method: .post,
            body: CreatePinRequestDTO(registrationToken: registrationToken, pin: pin)
        ))
    }

    public func unlock(email: String, pin: String) async throws -> LockRepositoryNameSpace.SessionRemoteResult {
        try await openSession(RequestBuilder(endpoint: "/v1/auth/unlock", method: .post, body: UnlockRequestDTO(email: email, pin: pin)))
    }

    /// Sends `request`, which answers with a new session's tokens.
    private func openSession(_ request: RequestBuilder) async throws -> LockRepositoryNameSpace.SessionRemoteResult {
        let payload: SessionTokensDTO = try await performRequest(request)
        return .init(accessToken: payload.accessToken, refreshToken: payload.refreshToken)
    }
}

/// The body of `POST /v1/auth/pin`.
private struct CreatePinRequestDTO: Encodable, Sendable {
    let registrationToken: String
    let pin: String
}

/// The body of `POST /v1/auth/unlock`.
private struct UnlockRequestDTO: Encodable, Sendable {
    let email: String
    let pin: String
}
