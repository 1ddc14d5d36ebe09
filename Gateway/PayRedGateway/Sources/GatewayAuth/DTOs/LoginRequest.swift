/// The body of `POST /v1/auth/login`.
struct LoginRequest: Decodable, Sendable {
    let email: String
}
