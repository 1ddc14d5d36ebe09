import Foundation
import Hummingbird

/// The token of an `Authorization: Bearer <token>` header. The scheme is matched in any case and
/// may be followed by several spaces (RFC 9110 §11.1, RFC 6750 §2.1).
public enum BearerCredentials {
    /// The bearer token `request` carries; nil when there is none, another scheme, or more than one header.
    public static func token(in request: Request) -> String? {
        token(in: request.headers)
    }

    /// The bearer token of `fields` (a request's head, before any route sees it, as for a
    /// WebSocket upgrade); nil as for `token(in:)`.
    public static func token(in fields: HTTPFields) -> String? {
        let values = fields[values: .authorization]
        guard values.count == 1, let header = values.first else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }
}
