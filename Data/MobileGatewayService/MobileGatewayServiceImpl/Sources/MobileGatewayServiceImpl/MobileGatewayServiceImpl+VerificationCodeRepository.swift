import RemoteDataError
import VerificationCodeRepositoryAPI

// MARK: - VerificationCodeRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: VerificationCodeRepositoryRemoteDataProtocol {
    public func verifyEmail(
        temporaryToken: String,
        code: String
    ) async throws(RemoteDataError) -> VerificationCodeRepositoryNameSpace.VerifyEmailRemoteResult {
        let registration = try await performRequest {
            try await $0.verifyEmail(body: .json(.init(temporaryToken: temporaryToken, code: code))).ok.body.json.payload
        }
        return .init(registrationToken: registration.registrationToken, needsName: registration.needsName)
    }

    public func sendCode(email: String) async throws(RemoteDataError) -> VerificationCodeRepositoryNameSpace.SendCodeRemoteResult {
        let step = try await performRequest { try await $0.login(body: .json(.init(email: email))).ok.body.json.payload }
        // Only a sign-up still waiting for its code gets a new one.
        guard step.step == .verifyEmail, let token = step.temporaryToken else {
            throw RemoteDataError.invalidResponse
        }
        return .init(temporaryToken: token)
    }
}
