import Foundation

extension TransactionTabRepositoryNameSpace {
    /// The whole history's pages as saved on the device.
    public struct SavedTransactionPages: Equatable, Sendable {
        /// Every saved transaction, newest first.
        public let items: [TransactionRecord]
        /// Where the page after the saved ones starts; nil when they reach the end.
        public let nextCursor: String?
        /// When they were saved.
        public let savedAt: Date

        /// Creates saved pages.
        public init(items: [TransactionRecord], nextCursor: String?, savedAt: Date) {
            self.items = items
            self.nextCursor = nextCursor
            self.savedAt = savedAt
        }
    }
}
