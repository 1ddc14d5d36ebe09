import LockRepositoryAPI
import UserSessionAPI

// MARK: - LockRepositorySessionDataProtocol

extension UserSessionImpl: LockRepositorySessionDataProtocol {
    public func beginSession(
        email: String,
        tokens: LockRepositoryNameSpace.SessionRemoteResult
    ) async throws -> LockRepositoryNameSpace.BeginSessionResult {
        try await begin(email: email, tokens: .init(accessToken: tokens.accessToken, refreshToken: tokens.refreshToken))
        return .init()
    }
}
