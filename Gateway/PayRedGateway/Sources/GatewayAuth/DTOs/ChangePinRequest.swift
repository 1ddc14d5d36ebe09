/// The body of `PUT /v1/auth/pin`.
struct ChangePinRequest: Decodable, Sendable {
    let oldPin: String
    let newPin: String
}
