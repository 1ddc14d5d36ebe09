/// The body of `POST /v1/auth/refresh`.
struct RefreshRequest: Decodable, Sendable {
    let refreshToken: String
}
