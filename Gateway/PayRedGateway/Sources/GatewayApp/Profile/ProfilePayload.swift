/// The payload of `GET /v1/profile`.
struct ProfilePayload: Codable, Equatable, Sendable {
    let firstName: String
    let lastName: String
    let email: String
    /// Absent when the user has no picture.
    let profileImageURL: String?
    let favourites: [FavouritePayload]

    /// The profile of `user` with `favourites`, image names turned into URLs by `links`.
    init(user: ProfileUserRecord, favourites: [FavouriteRecord], links: ImageLinks) {
        firstName = user.firstName
        lastName = user.lastName
        email = user.email
        profileImageURL = user.profileImageName.map(links.url(forImageNamed:))
        self.favourites = favourites.map { favourite in
            FavouritePayload(id: favourite.id, name: favourite.name, imageURL: links.url(forImageNamed: favourite.imageName), payeeId: favourite.payeeId)
        }
    }
}
