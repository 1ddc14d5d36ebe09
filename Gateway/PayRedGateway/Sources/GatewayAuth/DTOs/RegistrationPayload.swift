/// The payload of `POST /v1/auth/verify`: the token that lets the user choose a PIN.
struct RegistrationPayload: Codable, Equatable, Sendable {
    let registrationToken: String
}
