extension HomeTabUseCaseNameSpace {
    /// What the Home tab shows once loaded: the load's content and the totals the use case worked out.
    public struct Overview: Equatable, Sendable {
        /// What the repository loaded.
        public let content: LoadResult
        /// The total balance per currency, in currency-code order.
        public let totals: [Money]
        /// Whether every amount is to be masked (the "hide balances" preference).
        public let hidesBalances: Bool

        /// Creates an overview.
        public init(content: LoadResult, totals: [Money], hidesBalances: Bool) {
            self.content = content
            self.totals = totals
            self.hidesBalances = hidesBalances
        }
    }
}
