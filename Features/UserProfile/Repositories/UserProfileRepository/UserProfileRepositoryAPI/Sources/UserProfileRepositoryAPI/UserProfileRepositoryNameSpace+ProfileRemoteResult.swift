extension UserProfileRepositoryNameSpace {
    /// The signed-in user's profile as the gateway returns it (`GET /v1/profile`).
    public struct ProfileRemoteResult: Equatable, Sendable {
        /// The first name; empty until the user gives one.
        public let firstName: String
        /// The last name; empty until the user gives one.
        public let lastName: String
        /// The email.
        public let email: String
        /// The picture's address, as sent; nil when the user has none.
        public let profileImageURL: String?
        /// The people the user often pays.
        public let favourites: [FavouriteRemoteResult]

        /// Creates the result.
        public init(firstName: String, lastName: String, email: String, profileImageURL: String?, favourites: [FavouriteRemoteResult]) {
            self.firstName = firstName
            self.lastName = lastName
            self.email = email
            self.profileImageURL = profileImageURL
            self.favourites = favourites
        }
    }

    /// A favourite as the gateway returns it in the profile.
    public struct FavouriteRemoteResult: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: Int64
        /// The name shown.
        public let name: String
        /// The picture's address, as sent.
        public let imageURL: String
        /// The payee a transfer to this favourite goes to; nil while it is not linked to one.
        public let payeeId: String?

        /// Creates the result.
        public init(id: Int64, name: String, imageURL: String, payeeId: String?) {
            self.id = id
            self.name = name
            self.imageURL = imageURL
            self.payeeId = payeeId
        }
    }
}
