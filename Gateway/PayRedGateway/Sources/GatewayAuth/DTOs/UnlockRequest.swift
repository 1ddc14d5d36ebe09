/// The body of `POST /v1/auth/unlock`.
struct UnlockRequest: Decodable, Sendable {
    let email: String
    let pin: String
}
