extension TransferUseCaseNameSpace {
    /// One of the user's accounts: a transfer's possible source.
    public struct Account: Equatable, Sendable, Identifiable {
        /// The gateway's identifier.
        public let id: String
        /// The account's name, e.g. "Main account".
        public let name: String
        /// The account's IBAN, electronic form.
        public let iban: String
        /// What the account holds; a transfer may not exceed it.
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
