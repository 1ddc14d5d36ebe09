import Foundation
import Hummingbird

/// The gateway's request context: bodies up to 1 MiB, the client's address, and the user a bearer token proved.
public struct GatewayRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// Set by authenticated routes before their handler runs.
    public var userID: Int64?
    /// The client's IP address, for per-client limits; "unknown" when the channel has none
    /// (the in-memory test channel). Proxies' forwarding headers are not trusted.
    public let clientAddress: String

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    /// Larger bodies are refused with 413 `body_too_large`.
    public var maxUploadSize: Int { 1_048_576 }

    /// ISO 8601 dates and sorted keys, so equal payloads encode to equal bytes.
    public var responseEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    /// The authenticated user; a route registered with `authenticated: true` always has one.
    public func requireUserID() throws -> Int64 {
        guard let userID else { throw GatewayError.unauthorized }
        return userID
    }
}
