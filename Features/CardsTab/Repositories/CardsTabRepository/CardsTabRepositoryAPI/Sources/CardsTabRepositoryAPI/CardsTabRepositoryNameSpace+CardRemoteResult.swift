extension CardsTabRepositoryNameSpace {
    /// A card as the gateway returns it.
    public struct CardRemoteResult: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: String
        /// The account it draws on.
        public let accountId: String
        /// The card's name.
        public let name: String
        /// The scheme, e.g. `visa`.
        public let brand: String
        /// The last four digits.
        public let last4: String
        /// The month it expires, 1…12.
        public let expiryMonth: Int
        /// The year it expires.
        public let expiryYear: Int
        /// Whether payments with it are refused.
        public let frozen: Bool

        /// Creates the result.
        public init(id: String, accountId: String, name: String, brand: String, last4: String, expiryMonth: Int, expiryYear: Int, frozen: Bool) {
            self.id = id
            self.accountId = accountId
            self.name = name
            self.brand = brand
            self.last4 = last4
            self.expiryMonth = expiryMonth
            self.expiryYear = expiryYear
            self.frozen = frozen
        }
    }

    /// An account as the gateway returns it, as far as cards need it.
    public struct CardAccountRemoteResult: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: String
        /// The account's name.
        public let name: String
        /// The account's IBAN.
        public let iban: String

        /// Creates the result.
        public init(id: String, name: String, iban: String) {
            self.id = id
            self.name = name
            self.iban = iban
        }
    }
}
