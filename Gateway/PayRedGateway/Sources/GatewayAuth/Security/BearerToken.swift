import GatewayCore
import Hummingbird

/// The bearer token of an authenticated request, for revoking the session it belongs to.
enum BearerToken {
    /// The stored hash of the `Authorization: Bearer <token>` the request carries.
    static func hash(of request: Request) throws -> String {
        guard let token = BearerCredentials.token(in: request) else { throw GatewayError.unauthorized }
        return TokenHasher.hash(token)
    }
}
