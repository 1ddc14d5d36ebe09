import Hummingbird

/// Registers the gateway's routes, records them for the OpenAPI check, and guards the
/// authenticated ones with the bearer-token check.
public final class GatewayRoutes {
    /// The Hummingbird router the routes go into.
    public let router: Router<GatewayRequestContext>
    /// Every route registered so far.
    public private(set) var descriptions: [RouteDescription] = []
    private let sessions: SessionStore

    /// Starts an empty route table on a router answering errors in the envelope.
    public init(sessions: SessionStore) {
        self.sessions = sessions
        router = Router(context: GatewayRequestContext.self)
        router.add(middleware: ErrorEnvelopeMiddleware())
    }

    /// Adds `method path`; when `authenticated`, the handler runs only for a valid access token,
    /// with `context.userID` set.
    public func add<Output: ResponseGenerator>(
        _ method: HTTPRequest.Method,
        _ path: String,
        authenticated: Bool,
        handler: @escaping @Sendable (Request, GatewayRequestContext) async throws -> Output
    ) {
        descriptions.append(RouteDescription(method: method, path: path, requiresAuthentication: authenticated))
        let sessions = sessions
        router.on(RouterPath(path), method: method) { request, context -> Output in
            guard authenticated else { return try await handler(request, context) }
            var context = context
            context.userID = try await sessions.authenticate(request)
            return try await handler(request, context)
        }
    }
}
