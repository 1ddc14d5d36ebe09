import ChangeAppPinRepositoryAPI
import RemoteDataError

// MARK: - ChangeAppPinRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: ChangeAppPinRepositoryRemoteDataProtocol {
    public func changePin(oldPin: String, newPin: String) async throws(RemoteDataError) {
        // A wrong `oldPin` is a 401 `invalid_pin`: an answer, not an expired token (see `performAuthorizedRequest`).
        _ = try await performAuthorizedRequest { try await $0.changePin(body: .json(.init(oldPin: oldPin, newPin: newPin))).ok }
    }
}
