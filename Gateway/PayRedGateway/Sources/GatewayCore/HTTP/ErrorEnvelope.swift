/// The body of every error response: `{"error": {"code": …, "message": …}}`.
struct ErrorEnvelope: Codable, Sendable {
    struct Body: Codable, Sendable {
        let code: String
        let message: String
    }

    let error: Body
}
