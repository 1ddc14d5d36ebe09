import Hummingbird

/// The body of every success response: `{"payload": …}`.
public struct PayloadEnvelope<Payload: Encodable & Sendable>: ResponseEncodable, Sendable {
    public let payload: Payload

    public init(_ payload: Payload) {
        self.payload = payload
    }
}
