extension TransactionTabUseCaseNameSpace {
    /// Which transactions are listed: those matching `search`, of `accountId` or of every account.
    public struct Filter: Equatable, Sendable {
        /// Text to find in the description or counterparty; empty for none.
        public var search: String
        /// Only this account's transactions; nil for all.
        public var accountId: String?

        /// The whole history, unfiltered.
        public static let all = Filter(search: "", accountId: nil)

        /// Creates a filter.
        public init(search: String, accountId: String?) {
            self.search = search
            self.accountId = accountId
        }
    }
}
