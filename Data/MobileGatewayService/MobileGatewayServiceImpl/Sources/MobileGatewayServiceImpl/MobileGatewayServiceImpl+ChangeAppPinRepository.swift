import ChangeAppPinRepositoryAPI

// MARK: - ChangeAppPinRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: ChangeAppPinRepositoryRemoteDataProtocol {
    public func changePin(oldPin: String, newPin: String) async throws {
        // A wrong `oldPin` is a 401 `invalid_pin`: an answer, not an expired token (see `performAuthorizedRequest`).
        let _: EmptyPayloadDTO = try await performAuthorizedRequest(
            RequestBuilder(endpoint: "/v1/auth/pin", method: .put, body: ChangePinRequestDTO(oldPin: oldPin, newPin: newPin)),
            failure: ChangeAppPinRepositoryNameSpace.RemoteErrors.init
        )
    }
}

/// The body of `PUT /v1/auth/pin`.
private struct ChangePinRequestDTO: Encodable, Sendable {
    let oldPin: String
    let newPin: String
}

private extension ChangeAppPinRepositoryNameSpace.RemoteErrors {
    init(_ error: MobileGatewayError) {
        self = error.mapped(
            networkUnavailable: .networkUnavailable,
            rejected: { .rejected(code: $0, message: $1) },
            invalidResponse: .invalidResponse,
            sessionExpired: .sessionExpired,
            locked: { .locked(until: $0) }
        )
    }
}
