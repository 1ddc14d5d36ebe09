extension HomeTabUseCaseNameSpace {
    /// One of the user's accounts with its balance.
    public struct Account: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: String
        /// The account's name, e.g. "Everyday".
        public let name: String
        /// The account's IBAN.
        public let iban: String
        /// The current balance.
        public let balance: Money

        /// Creates an account.
        public init(id: String, name: String, iban: String, balance: Money) {
            self.id = id
            self.name = name
            self.iban = iban
            self.balance = balance
        }
    }
}
