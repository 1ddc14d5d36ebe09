import Hummingbird

/// The body of every success response: `{"payload": …}`.
struct PayloadEnvelope<Payload: Encodable & Sendable>: ResponseEncodable, Sendable {
    let payload: Payload
}
