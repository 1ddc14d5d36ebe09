import GatewayCore
import Hummingbird

/// `GET /v1/events` without a WebSocket upgrade: the stream's errors in the envelope (the
/// upgrade itself is `EventStreamUpgrade`'s).
enum EventsController {
    /// Adds the route.
    static func register(on routes: GatewayRoutes) {
        routes.add(.get, EventStreamRequest.path, authenticated: true) { request, _ -> Response in
            if case .failure = Result(catching: { () throws(EventStreamRequest.AfterError) in try EventStreamRequest(request.head) }) {
                throw GatewayError.badRequest("invalid_after", "'after' (or Last-Event-ID) must be a whole number from 0: the last event id the app saw.")
            }
            throw GatewayError(
                status: .upgradeRequired, code: "upgrade_required",
                message: "The event stream is a WebSocket: send the request as a WebSocket upgrade.",
                headers: [.upgrade: "websocket", .connection: "Upgrade"]
            )
        }
    }
}
