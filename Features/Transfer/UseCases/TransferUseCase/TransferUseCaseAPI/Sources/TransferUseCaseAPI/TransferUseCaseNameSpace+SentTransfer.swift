extension TransferUseCaseNameSpace {
    /// A transfer the gateway made, as it answers it (also when it replays the answer to a retry).
    public struct SentTransfer: Equatable, Sendable {
        /// The gateway's identifier: the transfer's reference.
        public let id: String
        /// The account the money left.
        public let fromAccountId: String
        /// The IBAN the money went to.
        public let toIban: String
        /// The payee, when the transfer went to a saved one.
        public let payeeId: String?
        /// How much moved.
        public let amount: Money
        /// The description.
        public let description: String

        /// Creates a sent transfer.
        public init(id: String, fromAccountId: String, toIban: String, payeeId: String?, amount: Money, description: String) {
            self.id = id
            self.fromAccountId = fromAccountId
            self.toIban = toIban
            self.payeeId = payeeId
            self.amount = amount
            self.description = description
        }
    }
}
