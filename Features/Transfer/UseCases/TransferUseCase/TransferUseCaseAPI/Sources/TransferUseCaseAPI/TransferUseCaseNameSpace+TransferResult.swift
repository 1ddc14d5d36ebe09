extension TransferUseCaseNameSpace {
    /// What `confirm()` returns once the money moved (blueprint §8.1): what the user is shown.
    public struct TransferResult: Equatable, Sendable {
        /// The gateway's identifier: the transfer's reference.
        public let transferId: String
        /// How much moved.
        public let amount: Money
        /// The account the money left, as reviewed.
        public let from: Account
        /// Who received it.
        public let recipient: Recipient
        /// The description.
        public let description: String
        /// The source account's balance after the transfer, read again from the gateway; nil
        /// when it could not be read.
        public let balanceAfter: Money?

        /// Creates a result.
        public init(transferId: String, amount: Money, from: Account, recipient: Recipient, description: String, balanceAfter: Money?) {
            self.transferId = transferId
            self.amount = amount
            self.from = from
            self.recipient = recipient
            self.description = description
            self.balanceAfter = balanceAfter
        }
    }
}
