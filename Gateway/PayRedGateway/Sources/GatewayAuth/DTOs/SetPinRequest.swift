/// The body of `POST /v1/auth/pin`. The name, when given, is what other people will see
/// (`PersonNameRule`); a user who has one already may leave it out.
struct SetPinRequest: Decodable, Sendable {
    let registrationToken: String
    let pin: String
    let firstName: String?
    let lastName: String?
}
