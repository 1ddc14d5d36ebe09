/// The body of `POST /v1/auth/login`, sent to sign in and again for a new code.
struct LoginRequestDTO: Encodable, Sendable {
    let email: String
}

/// The payload of `POST /v1/auth/login`.
struct LoginResponseDTO: Decodable, Sendable {
    let step: String
    let temporaryToken: String?
}
