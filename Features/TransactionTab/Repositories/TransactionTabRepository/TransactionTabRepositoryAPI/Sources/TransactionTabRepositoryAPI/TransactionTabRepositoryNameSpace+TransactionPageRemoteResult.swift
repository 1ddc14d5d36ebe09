import Foundation

extension TransactionTabRepositoryNameSpace {
    /// A page of transactions as the gateway returns it.
    public struct TransactionPageRemoteResult: Equatable, Sendable {
        /// The page's transactions, newest first.
        public let items: [TransactionRecord]
        /// Where the next page starts; nil on the last page.
        public let nextCursor: String?

        /// Creates the result.
        public init(items: [TransactionRecord], nextCursor: String?) {
            self.items = items
            self.nextCursor = nextCursor
        }
    }

    /// A transaction as the data sources exchange it (from the gateway, and saved on the device).
    public struct TransactionRecord: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: String
        /// The account it belongs to.
        public let accountId: String
        /// The signed amount in minor units of `currency`.
        public let amountMinorUnits: Int64
        /// The ISO 4217 code.
        public let currency: String
        /// What it was for.
        public let description: String
        /// Who paid or was paid.
        public let counterpartyName: String
        /// When it happened.
        public let createdAt: Date

        /// Creates a record.
        public init(id: String, accountId: String, amountMinorUnits: Int64, currency: String, description: String, counterpartyName: String, createdAt: Date) {
            self.id = id
            self.accountId = accountId
            self.amountMinorUnits = amountMinorUnits
            self.currency = currency
            self.description = description
            self.counterpartyName = counterpartyName
            self.createdAt = createdAt
        }
    }

    /// An account's id and name.
    public struct AccountNameRemoteResult: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: String
        /// The account's name.
        public let name: String

        /// Creates the result.
        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }
}
