import GatewayContract

extension Components.Schemas.Profile {
    /// The profile of `user` with `favourites`, image names turned into links (`ImageLinks`).
    init(user: ProfileUserRecord, favourites: [FavouriteRecord]) {
        self.init(
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            profileImageURL: user.profileImageName.map(ImageLinks.url(forImageNamed:)),
            favourites: favourites.map { favourite in
                .init(id: favourite.id, name: favourite.name, imageURL: ImageLinks.url(forImageNamed: favourite.imageName), payeeId: favourite.payeeId)
            }
        )
    }
}
