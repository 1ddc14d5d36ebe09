extension LiveEventsUseCaseNameSpace {
    /// Something that happened for the user elsewhere.
    public enum Event: Equatable, Sendable {
        /// Another PayRed user sent money to one of the user's accounts.
        case moneyReceived(MoneyReceived)
        /// One of the user's cards was frozen or unfrozen (on any device).
        case cardChanged(cardID: String, frozen: Bool)
        /// A notification arrived or was read; `unread` are unread now.
        case notificationsChanged(unread: Int)
    }

    /// Money that arrived from another PayRed user.
    public struct MoneyReceived: Equatable, Sendable {
        /// The amount in minor units (positive).
        public let minorUnits: Int64
        /// The ISO 4217 currency code.
        public let currency: String
        /// The sender's name, as the bank knows it ("Demo User").
        public let senderName: String
        /// The account it arrived on.
        public let accountID: String

        public init(minorUnits: Int64, currency: String, senderName: String, accountID: String) {
            self.minorUnits = minorUnits
            self.currency = currency
            self.senderName = senderName
            self.accountID = accountID
        }
    }
}
