import Foundation
import MobileGatewayServiceImpl
import UserSessionAPITestDoubles

/// Gateway clients whose every request a `RecordingHTTPSession` answers, at an address nothing
/// listens on.
enum CannedGateway {
    static let baseURL = URL(string: "http://127.0.0.1:9")!

    /// A client over `http`, signed in with tokens only `http` itself could refuse.
    static func signedIn(over http: RecordingHTTPSession) -> MobileGatewayServiceImpl {
        let session = UserSessionStub()
        session.currentTokensResult = .init(accessToken: "access", refreshToken: "refresh")
        return MobileGatewayServiceImpl(baseURL: baseURL, userSession: session, session: http)
    }
}
