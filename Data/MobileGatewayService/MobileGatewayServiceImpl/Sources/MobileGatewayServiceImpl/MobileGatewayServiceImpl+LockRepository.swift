import GatewayContract
import LockRepositoryAPI
import RemoteDataError

// MARK: - LockRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: LockRepositoryRemoteDataProtocol {
    public func createPin(registrationToken: String, pin: String, firstName: String?, lastName: String?) async throws(RemoteDataError) -> LockRepositoryNameSpace.SessionRemoteResult {
        let body = Operations.ChoosePin.Input.Body.json(.init(registrationToken: registrationToken, pin: pin, firstName: firstName, lastName: lastName))
        return LockMapper.session(try await performRequest { try await $0.choosePin(body: body).ok.body.json.payload })
    }

    public func unlock(email: String, pin: String) async throws(RemoteDataError) -> LockRepositoryNameSpace.SessionRemoteResult {
        LockMapper.session(try await performRequest { try await $0.unlock(body: .json(.init(email: email, pin: pin))).ok.body.json.payload })
    }
}
