import Hummingbird

/// One served route, as the OpenAPI document lists it: `GET /v1/cards/{id}`.
public struct RouteDescription: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let method: HTTPRequest.Method
    /// The path with `{name}` parameters.
    public let path: String
    /// Whether the route needs `Authorization: Bearer <accessToken>`.
    public let requiresAuthentication: Bool

    public var description: String { "\(method.rawValue) \(path)" }

    public static func < (lhs: RouteDescription, rhs: RouteDescription) -> Bool {
        (lhs.path, lhs.method.rawValue) < (rhs.path, rhs.method.rawValue)
    }
}
