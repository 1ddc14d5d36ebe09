import GatewayCore
import Hummingbird

/// The bearer token of an authenticated request, for revoking the session it belongs to.
enum BearerToken {
    /// The stored hash of the `Authorization: Bearer <token>` the request carries.
    static func hash(of request: Request) throws -> String {
        let prefix = "Bearer "
        guard let header = request.headers[.authorization], header.hasPrefix(prefix) else {
            throw GatewayError.unauthorized
        }
        return TokenHasher.hash(String(header.dropFirst(prefix.count)))
    }
}
