import Foundation

extension UserProfileUseCaseNameSpace {
    /// The profile as the repository loads it (blueprint §8.1), before the use case names the user.
    public struct LoadResult: Equatable, Sendable {
        /// The first name; empty until the user gives one.
        public let firstName: String
        /// The last name; empty until the user gives one.
        public let lastName: String
        /// The email.
        public let email: String
        /// The picture's address; nil when the user has none.
        public let pictureURL: URL?
        /// The people the user often pays.
        public let favourites: [Favourite]
        /// The user's accounts, oldest first.
        public let accounts: [Account]

        /// Creates the result.
        public init(firstName: String, lastName: String, email: String, pictureURL: URL?, favourites: [Favourite], accounts: [Account] = []) {
            self.firstName = firstName
            self.lastName = lastName
            self.email = email
            self.pictureURL = pictureURL
            self.favourites = favourites
            self.accounts = accounts
        }
    }
}
