extension HomeTabUseCaseNameSpace {
    /// What a load returns (blueprint §8.1): the signed-in user's profile.
    public struct LoadResult: Equatable, Sendable {
        /// The user's first name; empty until the user gives one.
        public let firstName: String
        /// The user's last name; empty until the user gives one.
        public let lastName: String
        /// The user's email.
        public let email: String

        /// Creates the result.
        public init(firstName: String, lastName: String, email: String) {
            self.firstName = firstName
            self.lastName = lastName
            self.email = email
        }
    }
}
