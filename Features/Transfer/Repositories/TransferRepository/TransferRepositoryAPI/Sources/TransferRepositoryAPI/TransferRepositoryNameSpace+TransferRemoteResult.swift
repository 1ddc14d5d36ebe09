extension TransferRepositoryNameSpace {
    /// A transfer as `POST /v1/transfers` answers it, the first time and for every retry with the same key.
    public struct TransferRemoteResult: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: String
        /// The account the money left.
        public let fromAccountId: String
        /// The IBAN the money went to.
        public let toIban: String
        /// The payee, when the transfer went to a saved one.
        public let payeeId: String?
        /// How much moved, in minor units.
        public let amountMinorUnits: Int64
        /// The amount's ISO 4217 currency.
        public let currency: String
        /// The description.
        public let description: String

        /// Creates the result.
        public init(id: String, fromAccountId: String, toIban: String, payeeId: String?, amountMinorUnits: Int64, currency: String, description: String) {
            self.id = id
            self.fromAccountId = fromAccountId
            self.toIban = toIban
            self.payeeId = payeeId
            self.amountMinorUnits = amountMinorUnits
            self.currency = currency
            self.description = description
        }
    }
}
