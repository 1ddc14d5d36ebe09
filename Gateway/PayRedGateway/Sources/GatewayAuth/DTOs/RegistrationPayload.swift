/// The payload of `POST /v1/auth/verify`: the token that lets the user choose a PIN, and whether
/// they still have to give the name other people see (a new user does; one signing in on a new
/// device does not).
struct RegistrationPayload: Codable, Equatable, Sendable {
    let registrationToken: String
    let needsName: Bool
}
