import Foundation

extension UserProfileUseCaseNameSpace {
    /// The signed-in user as the profile screen shows them.
    public struct Profile: Equatable, Sendable {
        /// First and last name; empty while the user has given neither.
        public let fullName: String
        /// The email.
        public let email: String
        /// The picture's address; the presentation layer fetches it (blueprint §4.1.1).
        public let pictureURL: URL?
        /// The people the user often pays.
        public let favourites: [Favourite]
        /// The user's accounts, with the IBANs others pay into.
        public let accounts: [Account]
        /// The parts of the name, trimmed, as a change of name starts from them.
        public let firstName: String
        public let lastName: String

        /// Creates a profile.
        public init(
            fullName: String, email: String, pictureURL: URL?, favourites: [Favourite], accounts: [Account] = [],
            firstName: String = "", lastName: String = ""
        ) {
            self.fullName = fullName
            self.firstName = firstName
            self.lastName = lastName
            self.email = email
            self.pictureURL = pictureURL
            self.favourites = favourites
            self.accounts = accounts
        }
    }
}
