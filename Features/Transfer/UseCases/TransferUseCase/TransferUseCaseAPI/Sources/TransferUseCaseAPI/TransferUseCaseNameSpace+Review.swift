extension TransferUseCaseNameSpace {
    /// A valid form, resolved: everything the user checks before sending.
    public struct Review: Equatable, Sendable {
        /// The account the money leaves.
        public let from: Account
        /// Who receives it.
        public let to: Recipient
        /// How much, in the source account's currency.
        public let amount: Money
        /// The description the recipient sees; may be empty.
        public let description: String

        /// Creates a review.
        public init(from: Account, to: Recipient, amount: Money, description: String) {
            self.from = from
            self.to = to
            self.amount = amount
            self.description = description
        }
    }
}
