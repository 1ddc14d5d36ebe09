import Foundation

extension HomeTabUseCaseNameSpace {
    /// A money movement on one of the user's accounts.
    public struct Transaction: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: String
        /// The account it belongs to.
        public let accountId: String
        /// The signed amount: negative for a debit.
        public let amount: Money
        /// What it was for.
        public let description: String
        /// Who paid or was paid.
        public let counterpartyName: String
        /// When it happened.
        public let createdAt: Date

        /// Creates a transaction.
        public init(id: String, accountId: String, amount: Money, description: String, counterpartyName: String, createdAt: Date) {
            self.id = id
            self.accountId = accountId
            self.amount = amount
            self.description = description
            self.counterpartyName = counterpartyName
            self.createdAt = createdAt
        }
    }
}
