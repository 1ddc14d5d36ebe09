import Foundation
import GatewayCore
import HTTPTypes

/// What a `GET /v1/events` request asks for: its bearer token, and the last event id the app
/// saw (`?after=N` or the `Last-Event-ID` header), from which the stream resumes.
struct EventStreamRequest: Sendable, Equatable {
    static let path = "/v1/events"

    /// Why the request names no valid place to resume from.
    enum AfterError: Error, Equatable {
        case invalid
    }

    let accessToken: String?
    /// Nil: start at the newest event, sending only what happens from now on.
    let after: Int64?

    /// Reads `request`; nil when it is not for the event stream.
    /// - Throws: `AfterError.invalid` when `after` is not a whole number from 0.
    init?(_ request: HTTPRequest) throws(AfterError) {
        guard let target = request.path, let components = URLComponents(string: target), components.path == Self.path else {
            return nil
        }
        // An `after` given without a value, or with bytes that are not UTF-8, is no number either.
        let query = components.queryItems?.first { $0.name == "after" }.map { $0.value ?? "" }
        let header = request.headerFields[HTTPField.Name("Last-Event-ID")!]
        accessToken = BearerCredentials.token(in: request.headerFields)
        after = try (query ?? header).map { text throws(AfterError) in
            guard let value = Int64(text), value >= 0 else { throw .invalid }
            return value
        }
    }
}
