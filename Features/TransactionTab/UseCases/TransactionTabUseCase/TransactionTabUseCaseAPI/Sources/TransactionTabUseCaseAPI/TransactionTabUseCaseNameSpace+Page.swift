import Foundation

extension TransactionTabUseCaseNameSpace {
    /// One page of the history, newest first, as the repository returns it.
    public struct Page: Equatable, Sendable {
        /// The page's transactions, newest first.
        public let transactions: [Transaction]
        /// Where the next page starts; nil on the last page.
        public let nextCursor: String?

        /// Creates a page.
        public init(transactions: [Transaction], nextCursor: String?) {
            self.transactions = transactions
            self.nextCursor = nextCursor
        }
    }

    /// Pages kept on the device from an earlier visit, and when they were saved.
    public struct SavedPages: Equatable, Sendable {
        /// Every saved transaction, newest first.
        public let transactions: [Transaction]
        /// Where the page after the saved ones starts; nil when the saved pages reach the end.
        public let nextCursor: String?
        /// When the pages were saved.
        public let savedAt: Date

        /// Creates saved pages.
        public init(transactions: [Transaction], nextCursor: String?, savedAt: Date) {
            self.transactions = transactions
            self.nextCursor = nextCursor
            self.savedAt = savedAt
        }
    }
}
