import Foundation

extension TransactionTabUseCaseNameSpace {
    /// A money movement on one of the user's accounts.
    public struct Transaction: Equatable, Sendable, Identifiable {
        /// The gateway's identifier.
        public let id: String
        /// The account it belongs to.
        public let accountId: String
        /// The signed amount in minor units of `currency`: negative for a debit.
        public let amountMinorUnits: Int64
        /// The ISO 4217 code.
        public let currency: String
        /// What it was for.
        public let description: String
        /// Who paid or was paid.
        public let counterpartyName: String
        /// When it happened.
        public let createdAt: Date

        /// Creates a transaction.
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
}
