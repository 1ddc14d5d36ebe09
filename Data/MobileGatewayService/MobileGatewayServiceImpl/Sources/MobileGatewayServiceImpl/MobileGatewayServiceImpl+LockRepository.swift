import LockRepositoryAPI

// MARK: - LockRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: LockRepositoryRemoteDataProtocol {
    public func createPin(registrationToken: String, pin: String, firstName: String?, lastName: String?) async throws -> LockRepositoryNameSpace.SessionRemoteResult {
        try await openSession(RequestBuilder(
            endpoint: "/v1/auth/pin",
            method: .post,
            body: CreatePinRequestDTO(registrationToken: registrationToken, pin: pin, firstName: firstName, lastName: lastName)
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

/// The body of `POST /v1/auth/pin` (no name keys when no name is given).
private struct CreatePinRequestDTO: Encodable, Sendable {
    let registrationToken: String
    let pin: String
    let firstName: String?
    let lastName: String?
}

/// The body of `POST /v1/auth/unlock`.
private struct UnlockRequestDTO: Encodable, Sendable {
    let email: String
    let pin: String
}
