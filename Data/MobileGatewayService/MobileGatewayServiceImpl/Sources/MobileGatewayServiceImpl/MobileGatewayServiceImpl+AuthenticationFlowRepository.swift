import AuthenticationFlowRepositoryAPI
import RemoteDataError

// MARK: - AuthenticationFlowRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: AuthenticationFlowRepositoryRemoteDataProtocol {
    public func logout() async throws(RemoteDataError) -> AuthenticationFlowRepositoryNameSpace.LogoutRemoteResult {
        _ = try await performAuthorizedRequest { try await $0.logout().ok }
        return .init()
    }
}
