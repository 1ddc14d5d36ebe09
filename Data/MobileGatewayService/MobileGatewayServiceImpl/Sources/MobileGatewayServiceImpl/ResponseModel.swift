/// The gateway's success envelope: `{"payload": …}`.
struct ResponseModel<Payload: Decodable & Sendable>: Decodable, Sendable {
    let payload: Payload
}

/// The gateway's error envelope: `{"error": {"code": …, "message": …}}`, with `lockedUntil`
/// (ISO 8601) on a 423 and `attemptsLeft` on a wrong PIN or code.
struct ErrorResponseModel: Decodable, Sendable {
    struct Body: Decodable, Sendable {
        let code: String
        let message: String
        let lockedUntil: String?
        /// How many more wrong PINs or codes are allowed, as text.
        let attemptsLeft: String?
    }

    let error: Body
}

/// A payload with nothing in it: `{}`.
struct EmptyPayloadDTO: Decodable, Sendable {}
