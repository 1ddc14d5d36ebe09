extension HomeTabUseCaseNameSpace {
    /// What the Home tab shows once loaded: the load's content and the totals the use case worked out.
    public struct Overview: Equatable, Sendable {
        /// What the repository loaded.
        public let content: LoadResult
        /// The total balance per currency, in currency-code order.
        public let totals: [Money]

        /// Creates an overview.
        public init(content: LoadResult, totals: [Money]) {
            self.content = content
            self.totals = totals
        }
    }
}
