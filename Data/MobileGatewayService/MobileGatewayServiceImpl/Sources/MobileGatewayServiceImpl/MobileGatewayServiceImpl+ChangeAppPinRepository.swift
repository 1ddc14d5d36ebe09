import ChangeAppPinRepositoryAPI

// MARK: - ChangeAppPinRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: ChangeAppPinRepositoryRemoteDataProtocol {
    public func changePin(oldPin: String, newPin: String) async throws {
        // A wrong `oldPin` is a 401 `invalid_pin`: an answer, not an expired token (see `performAuthorizedRequest`).
        let _: EmptyPayloadDTO = try await performAuthorizedRequest(
            RequestBuilder(endpoint: "/v1/auth/pin", method: .put, body: ChangePinRequestDTO(oldPin: oldPin, newPin: newPin)))
    }
}

/// The body of `PUT /v1/auth/pin`.
private struct ChangePinRequestDTO: Encodable, Sendable {
    let oldPin: String
    let newPin: String
}
