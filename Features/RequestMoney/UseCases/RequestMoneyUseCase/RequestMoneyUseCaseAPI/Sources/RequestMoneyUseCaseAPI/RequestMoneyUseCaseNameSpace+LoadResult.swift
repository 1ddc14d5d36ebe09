extension RequestMoneyUseCaseNameSpace {
    /// What a load returns: who is asking, and into which accounts.
    public struct LoadResult: Equatable, Sendable {
        /// The name the payer sees ("Demo User"), never the email address.
        public let holderName: String
        public let accounts: [Account]

        public init(holderName: String, accounts: [Account]) {
            self.holderName = holderName
            self.accounts = accounts
        }
    }

    /// An account money can be asked into.
    public struct Account: Equatable, Sendable, Identifiable {
        public let id: String
        public let name: String
        /// The IBAN in electronic form (no spaces).
        public let iban: String
        public let currency: String

        public init(id: String, name: String, iban: String, currency: String) {
            self.id = id
            self.name = name
            self.iban = iban
            self.currency = currency
        }
    }
}
