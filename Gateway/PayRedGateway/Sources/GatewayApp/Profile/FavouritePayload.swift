/// A favourite as `GET /v1/profile` returns it.
struct FavouritePayload: Codable, Equatable, Sendable {
    let id: Int64
    let name: String
    /// A path on the gateway (see ``ImageLinks``).
    let imageURL: String
    /// The payee a transfer to this favourite goes to; absent when it is not linked to one.
    let payeeId: String?
}
