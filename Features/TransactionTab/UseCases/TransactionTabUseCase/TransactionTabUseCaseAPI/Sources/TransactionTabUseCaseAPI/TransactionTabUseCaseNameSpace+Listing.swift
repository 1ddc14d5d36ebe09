import Foundation

extension TransactionTabUseCaseNameSpace {
    /// What is listed now: the filter, the transactions loaded so far and where the next page starts.
    public struct Listing: Equatable, Sendable {
        /// The filter the transactions match.
        public var filter: Filter
        /// The name of the filter's account, when the filter has one and it is known.
        public var accountName: String?
        /// The transactions loaded so far, newest first.
        public var transactions: [Transaction]
        /// Where the next page starts; nil when everything is loaded (no older page remains).
        public var nextCursor: String?
        /// When the rows shown were saved on the device; nil when they came from the gateway now.
        public var savedAt: Date?

        /// Creates a listing.
        public init(filter: Filter, accountName: String? = nil, transactions: [Transaction] = [], nextCursor: String? = nil, savedAt: Date? = nil) {
            self.filter = filter
            self.accountName = accountName
            self.transactions = transactions
            self.nextCursor = nextCursor
            self.savedAt = savedAt
        }
    }
}
