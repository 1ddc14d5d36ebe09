extension TransferUseCaseNameSpace {
    /// A transfer as the repository sends it: the same request for every retry of one transfer.
    public struct TransferRequest: Equatable, Sendable {
        /// The account the money leaves.
        public let fromAccountId: String
        /// The payee, or the normalised IBAN.
        public let destination: Destination
        /// How much, positive, in the source account's currency.
        public let amount: Money
        /// The description, at most 140 characters without control characters.
        public let description: String

        /// Creates a request.
        public init(fromAccountId: String, destination: Destination, amount: Money, description: String) {
            self.fromAccountId = fromAccountId
            self.destination = destination
            self.amount = amount
            self.description = description
        }
    }
}
