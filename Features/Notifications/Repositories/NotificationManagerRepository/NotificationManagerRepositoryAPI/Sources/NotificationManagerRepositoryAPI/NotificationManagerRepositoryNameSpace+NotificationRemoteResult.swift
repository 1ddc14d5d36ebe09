import Foundation

extension NotificationManagerRepositoryNameSpace {
    /// A notification as the gateway returns it (`GET /v1/notifications`): a kind and its
    /// arguments, which the app words in the user's language.
    public struct NotificationRemoteResult: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: String
        /// What happened, as the gateway's stable code (`money.received`).
        public let kind: String
        /// The facts the kind tells of; each kind has its own.
        public let arguments: Arguments
        /// When it was sent.
        public let createdAt: Date
        /// Whether the user has read it.
        public let read: Bool
        /// What it tells of, as a PayRed link; nil when the gateway sent none.
        public let link: String?

        /// Creates the result.
        public init(id: String, kind: String, arguments: Arguments = .init(), createdAt: Date, read: Bool, link: String? = nil) {
            self.id = id
            self.kind = kind
            self.arguments = arguments
            self.createdAt = createdAt
            self.read = read
            self.link = link
        }
    }

    /// The facts of a notification, each absent unless its kind has it.
    public struct Arguments: Equatable, Sendable {
        /// The amount, in minor units of `currency`.
        public let amountMinorUnits: Int64?
        /// The amount's ISO 4217 code.
        public let currency: String?
        /// Who paid or was paid.
        public let counterparty: String?
        /// The reference the payer wrote.
        public let reference: String?
        /// The title of a `message`, a notification written as text before kinds existed.
        public let title: String?
        /// The text of a `message`.
        public let body: String?

        /// Creates the arguments.
        public init(
            amountMinorUnits: Int64? = nil, currency: String? = nil, counterparty: String? = nil,
            reference: String? = nil, title: String? = nil, body: String? = nil
        ) {
            self.amountMinorUnits = amountMinorUnits
            self.currency = currency
            self.counterparty = counterparty
            self.reference = reference
            self.title = title
            self.body = body
        }
    }
}
