/// The gateway's success envelope: `{"payload": …}`.
struct ResponseModel<Payload: Decodable & Sendable>: Decodable, Sendable {
    let payload: Payload
}

/// The gateway's error envelope: `{"error": {"code": …, "message": …}}`.
struct ErrorResponseModel: Decodable, Sendable {
    struct Body: Decodable, Sendable {
        let code: String
        let message: String
    }

    let error: Body
}
