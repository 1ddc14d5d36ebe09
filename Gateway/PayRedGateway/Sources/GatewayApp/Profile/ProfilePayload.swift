/// The payload of `GET /v1/profile`.
struct ProfilePayload: Codable, Equatable, Sendable {
    let firstName: String
    let lastName: String
    let email: String
    /// Absent when the user has no picture.
    let profileImageURL: String?
    let favourites: [FavouritePayload]

    /// The profile of `user` with `favourites`, image names turned into links (`ImageLinks`).
    init(user: ProfileUserRecord, favourites: [FavouriteRecord]) {
        firstName = user.firstName
        lastName = user.lastName
        email = user.email
        profileImageURL = user.profileImageName.map(ImageLinks.url(forImageNamed:))
        self.favourites = favourites.map { favourite in
            FavouritePayload(id: favourite.id, name: favourite.name, imageURL: ImageLinks.url(forImageNamed: favourite.imageName), payeeId: favourite.payeeId)
        }
    }
}
