/// The payload of `GET /v1/profile`.
struct ProfileDTO: Decodable, Sendable {
    struct Favourite: Decodable, Sendable {
        let id: Int64
        let name: String
        let imageURL: String
        /// The payee a transfer to this favourite goes to; absent while it is not linked to one.
        let payeeId: String?
    }

    let firstName: String
    let lastName: String
    let email: String
    /// Absent when the user has no picture.
    let profileImageURL: String?
    let favourites: [Favourite]
}
