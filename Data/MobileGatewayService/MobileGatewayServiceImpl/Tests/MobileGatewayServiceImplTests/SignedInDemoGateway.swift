import Foundation
import LockRepositoryAPI
import MobileGatewayServiceImpl
import PayRedGateway
import UserSessionAPI
import UserSessionAPITestDoubles

/// The demo gateway on loopback with a gateway service signed in as its demo user
/// (`demo@payred.app`, PIN `123456`), for the data-source tests of signed-in calls.
struct SignedInDemoGateway {
    /// The demo user's email.
    static let email = "demo@payred.app"
    /// The demo user's PIN.
    static let pin = "123456"

    /// The gateway's address.
    let baseURL: URL
    /// The session holding the demo user's tokens; a test may take them away.
    let session: UserSessionStub
    /// The service whose signed-in calls carry the demo user's access token.
    let service: MobileGatewayServiceImpl
    private let gateway: RunningGateway

    /// Starts a demo gateway and unlocks the demo user's session on it; the service sends its
    /// requests through `http`.
    static func start(http: any HTTPSessionProtocol = URLSessionHTTPSession()) async throws -> SignedInDemoGateway {
        let gateway = try await RunningGateway.start(GatewayConfiguration(demo: true))
        do {
            let opened = try await MobileGatewayServiceImpl(baseURL: gateway.baseURL).unlock(email: email, pin: pin)
            let session = UserSessionStub()
            session.currentTokensResult = UserSessionNameSpace.Tokens(accessToken: opened.accessToken, refreshToken: opened.refreshToken)
            return SignedInDemoGateway(
                baseURL: gateway.baseURL,
                session: session,
                service: MobileGatewayServiceImpl(baseURL: gateway.baseURL, userSession: session, session: http),
                gateway: gateway
            )
        } catch {
            await gateway.stop()
            throw error
        }
    }

    /// Shuts the gateway down.
    func stop() async {
        await gateway.stop()
    }
}
