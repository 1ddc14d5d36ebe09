extension TransactionTabUseCaseNameSpace {
    /// A transaction opened on its own (its detail), with what the detail shows of its account.
    public struct OpenedTransaction: Equatable, Sendable {
        /// The transaction.
        public let transaction: Transaction
        /// Its account's name; nil when it can't be read (offline).
        public let accountName: String?

        /// Creates the opened transaction.
        public init(transaction: Transaction, accountName: String?) {
            self.transaction = transaction
            self.accountName = accountName
        }
    }
}
