import GatewayCore
import HTTPTypes
import HummingbirdWebSocket
import Logging
import NIOCore

/// Decides which HTTP/1 requests become event streams: `GET /v1/events` with a WebSocket
/// upgrade, a live access token and a valid `after`. Every other request, those included, goes
/// on to the router, which answers them (401, 400 `invalid_after`, or 426 without an upgrade).
enum EventStreamUpgrade {
    static func shouldUpgrade(
        environment: GatewayEnvironment
    ) -> @Sendable (HTTPRequest, Channel, Logger) async throws -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        { request, _, _ in
            guard request.method == .get,
                  let stream = try? EventStreamRequest(request),
                  let token = stream.accessToken,
                  let signIn = try await environment.sessions.signIn(accessToken: token)
            else {
                return .dontUpgrade
            }
            let connection = EventStreamConnection(environment: environment, userID: signIn.userID, family: signIn.family, after: stream.after)
            return .upgrade([:]) { inbound, outbound, _ in
                try await connection.run(inbound: inbound, outbound: outbound)
            }
        }
    }
}
