extension TransferRepositoryNameSpace {
    /// An account as the gateway returns it (`GET /v1/accounts`).
    public struct AccountRemoteResult: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: String
        /// The account's name.
        public let name: String
        /// The account's IBAN.
        public let iban: String
        /// The balance in minor units.
        public let balanceMinorUnits: Int64
        /// The balance's ISO 4217 currency.
        public let currency: String

        /// Creates the result.
        public init(id: String, name: String, iban: String, balanceMinorUnits: Int64, currency: String) {
            self.id = id
            self.name = name
            self.iban = iban
            self.balanceMinorUnits = balanceMinorUnits
            self.currency = currency
        }
    }
}
