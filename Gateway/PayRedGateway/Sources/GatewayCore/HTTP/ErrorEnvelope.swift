/// The body of every error response: `{"error": {"code": …, "message": …}}`.
public struct ErrorEnvelope: Codable, Sendable {
    /// The error's code and message.
    public struct Body: Codable, Sendable {
        public let code: String
        public let message: String

        public init(code: String, message: String) {
            self.code = code
            self.message = message
        }
    }

    public let error: Body

    public init(error: Body) {
        self.error = error
    }
}
