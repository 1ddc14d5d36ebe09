import GatewayContract
import LockRepositoryAPI

/// The contract's answers as the PIN screen's remote results.
enum LockMapper {
    static func session(_ session: Components.Schemas.Session) -> LockRepositoryNameSpace.SessionRemoteResult {
        .init(accessToken: session.accessToken, refreshToken: session.refreshToken)
    }
}
