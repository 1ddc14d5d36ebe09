/// The body of `POST /v1/auth/verify`.
struct VerifyRequest: Decodable, Sendable {
    let temporaryToken: String
    let code: String
}
