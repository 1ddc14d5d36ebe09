extension HomeTabUseCaseNameSpace {
    /// What a load returns (blueprint §8.1): the signed-in user's profile, accounts and latest
    /// transactions.
    public struct LoadResult: Equatable, Sendable {
        /// The user's first name; empty until the user gives one.
        public let firstName: String
        /// The user's last name; empty until the user gives one.
        public let lastName: String
        /// The user's email.
        public let email: String
        /// The people the user often pays.
        public let favourites: [Favourite]
        /// The user's accounts, in the gateway's order.
        public let accounts: [Account]
        /// The newest transactions across all accounts, newest first.
        public let latestTransactions: [Transaction]

        /// Creates the result.
        public init(
            firstName: String,
            lastName: String,
            email: String,
            favourites: [Favourite] = [],
            accounts: [Account] = [],
            latestTransactions: [Transaction] = []
        ) {
            self.firstName = firstName
            self.lastName = lastName
            self.email = email
            self.favourites = favourites
            self.accounts = accounts
            self.latestTransactions = latestTransactions
        }
    }
}
