extension CardsTabUseCaseNameSpace {
    /// One of the user's payment cards.
    public struct Card: Equatable, Sendable, Identifiable {
        /// The gateway's identifier.
        public let id: String
        /// The card's name, e.g. "Everyday card".
        public let name: String
        /// The scheme, e.g. `visa`.
        public let brand: String
        /// The last four digits of the number; the rest is never sent.
        public let last4: String
        /// The month it expires, 1…12.
        public let expiryMonth: Int
        /// The year it expires.
        public let expiryYear: Int
        /// The name on the card.
        public let holderName: String
        /// The account it draws on.
        public let account: LinkedAccount
        /// Whether payments with it are refused.
        public var isFrozen: Bool

        /// Creates a card.
        public init(
            id: String,
            name: String,
            brand: String,
            last4: String,
            expiryMonth: Int,
            expiryYear: Int,
            holderName: String,
            account: LinkedAccount,
            isFrozen: Bool
        ) {
            self.id = id
            self.name = name
            self.brand = brand
            self.last4 = last4
            self.expiryMonth = expiryMonth
            self.expiryYear = expiryYear
            self.holderName = holderName
            self.account = account
            self.isFrozen = isFrozen
        }
    }

    /// The account a card draws on.
    public struct LinkedAccount: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: String
        /// The account's name; empty when the gateway did not list the account.
        public let name: String
        /// The account's IBAN; empty when the gateway did not list the account.
        public let iban: String

        /// Creates a linked account.
        public init(id: String, name: String, iban: String) {
            self.id = id
            self.name = name
            self.iban = iban
        }
    }
}
