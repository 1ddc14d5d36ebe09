extension HomeTabRepositoryNameSpace {
    /// The signed-in user's profile as the gateway returns it (`GET /v1/profile`).
    public struct ProfileRemoteResult: Equatable, Sendable {
        /// The first name; empty until the user gives one.
        public let firstName: String
        /// The last name; empty until the user gives one.
        public let lastName: String
        /// The email.
        public let email: String
        /// The people the user often pays.
        public let favourites: [FavouriteRemoteResult]

        /// Creates the result.
        public init(firstName: String, lastName: String, email: String, favourites: [FavouriteRemoteResult] = []) {
            self.firstName = firstName
            self.lastName = lastName
            self.email = email
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

        /// Creates the result.
        public init(id: Int64, name: String, imageURL: String) {
            self.id = id
            self.name = name
            self.imageURL = imageURL
        }
    }
}
