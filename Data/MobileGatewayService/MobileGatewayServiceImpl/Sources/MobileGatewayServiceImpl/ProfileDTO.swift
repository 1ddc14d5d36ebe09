/// The payload of `GET /v1/profile`.
struct ProfileDTO: Decodable, Sendable {
    struct Favourite: Decodable, Sendable {
        let id: Int64
        let name: String
        let imageURL: String
    }

    let firstName: String
    let lastName: String
    let email: String
    let favourites: [Favourite]
}
