import Hummingbird
import Synchronization

/// The methods each registered path answers, for `405 Method Not Allowed` and its `Allow` header.
public final class RouteTable: Sendable {
    private let methods = Mutex<[String: Set<String>]>([:])

    /// Records that `path` (with `{name}` parameters) answers `method`.
    func add(_ method: HTTPRequest.Method, _ path: String) {
        _ = methods.withLock { $0[path, default: []].insert(method.rawValue) }
    }

    /// The methods of the registered path matching `requestPath`, sorted; empty when none matches.
    func allowedMethods(for requestPath: String) -> [String] {
        let segments = requestPath.split(separator: "/", omittingEmptySubsequences: false)
        return methods.withLock { table in
            table.first { path, _ in Self.matches(path.split(separator: "/", omittingEmptySubsequences: false), segments) }
                .map { $0.value.sorted() } ?? []
        }
    }

    private static func matches(_ pattern: [Substring], _ segments: [Substring]) -> Bool {
        pattern.count == segments.count && zip(pattern, segments).allSatisfy { expected, actual in
            (expected.hasPrefix("{") && expected.hasSuffix("}") && !actual.isEmpty) || expected == actual
        }
    }
}

/// Turns "no such route" into `405` with `Allow` when the path exists with other methods (RFC 9110 §15.5.6).
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    let table: RouteTable

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let allowed = table.allowedMethods(for: request.uri.path)
            guard !allowed.isEmpty else { throw error }
            let list = allowed.joined(separator: ", ")
            throw GatewayError(
                status: .methodNotAllowed,
                code: "method_not_allowed",
                message: "This route answers \(list), not \(request.method.rawValue).",
                headers: [.allow: list]
            )
        }
    }
}
