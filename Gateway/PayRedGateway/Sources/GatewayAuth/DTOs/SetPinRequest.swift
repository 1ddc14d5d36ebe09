/// The body of `POST /v1/auth/pin`.
struct SetPinRequest: Decodable, Sendable {
    let registrationToken: String
    let pin: String
}
