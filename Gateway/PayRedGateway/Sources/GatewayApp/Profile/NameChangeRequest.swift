/// The body of `PUT /v1/profile/name` (`PersonNameRule`).
struct NameChangeRequest: Decodable, Sendable {
    let firstName: String
    let lastName: String
}
