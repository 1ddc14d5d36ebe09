import Hummingbird

/// Registers the gateway's routes, records them for the OpenAPI check, and guards the
/// authenticated ones with the bearer-token check.
public final class GatewayRoutes {
    /// The Hummingbird router the routes go into.
    public let router: Router<GatewayRequestContext>
    /// Every route registered so far.
    public private(set) var descriptions: [RouteDescription] = []
    private let sessions: SessionStore
    private let table = RouteTable()

    /// Starts an empty route table on a router answering errors in the envelope.
    public init(sessions: SessionStore) {
        self.sessions = sessions
        router = Router(context: GatewayRequestContext.self)
        router.add(middleware: NoStoreMiddleware())
        router.add(middleware: ErrorEnvelopeMiddleware())
        router.add(middleware: MethodNotAllowedMiddleware(table: table))
    }

    /// Adds `method path`; when `authenticated`, the handler runs only for a valid access token,
    /// with `context.userID` set. A `GET` route also answers `HEAD` (the same status and headers,
    /// no body), and the path's other methods answer `405` with `Allow`.
    public func add<Output: ResponseGenerator>(
        _ method: HTTPRequest.Method,
        _ path: String,
        authenticated: Bool,
        handler: @escaping @Sendable (Request, GatewayRequestContext) async throws -> Output
    ) {
        descriptions.append(RouteDescription(method: method, path: path, requiresAuthentication: authenticated))
        let sessions = sessions
        let run: @Sendable (Request, GatewayRequestContext) async throws -> Output = { request, context in
            guard authenticated else { return try await handler(request, context) }
            var context = context
            context.userID = try await sessions.authenticate(request)
            return try await handler(request, context)
        }
        table.add(method, path)
        router.on(RouterPath(path), method: method, use: run)
        guard method == .get else { return }
        table.add(.head, path)
        router.on(RouterPath(path), method: .head) { request, context -> Response in
            var response = try await run(request, context).response(from: request, context: context)
            response.body = ResponseBody()
            return response
        }
    }
}
