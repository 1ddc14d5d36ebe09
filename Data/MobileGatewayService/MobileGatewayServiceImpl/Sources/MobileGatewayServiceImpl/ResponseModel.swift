/// The gateway's success envelope: `{"payload": …}`.
struct ResponseModel<Payload: Decodable & Sendable>: Decodable, Sendable {
    let payload: Payload
}

/// The gateway's error envelope: `{"error": {"code": …, "message": …}}`, with `lockedUntil`
/// (ISO 8601) on a 423.
struct ErrorResponseModel: Decodable, Sendable {
    struct Body: Decodable, Sendable {
        let code: String
        let message: String
        let lockedUntil: String?
    }

    let error: Body
}

/// A payload with nothing in it: `{}`.
struct EmptyPayloadDTO: Decodable, Sendable {}
