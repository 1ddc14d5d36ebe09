extension RequestMoneyUseCaseNameSpace {
    /// The request as the user filled it in.
    public struct Form: Equatable, Sendable {
        /// The account to be paid into.
        public var accountID: String?
        /// The amount as typed (`12.50`, `1,250.00`); empty lets the payer choose.
        public var amount: String
        /// What the payment is for; may be empty.
        public var reference: String

        public init(accountID: String?, amount: String, reference: String) {
            self.accountID = accountID
            self.amount = amount
            self.reference = reference
        }
    }

    /// A payment request, ready to share.
    public struct PaymentRequest: Equatable, Sendable {
        /// The amount asked, in minor units; nil lets the payer choose.
        public let amount: Int64?
        public let currency: String
        /// `payred://pay?iban=…&name=…&amount=…&currency=…&reference=…`.
        public let link: String
        /// The EPC069-12 payload for the QR code banking apps scan.
        public let giroCode: String

        public init(amount: Int64?, currency: String, link: String, giroCode: String) {
            self.amount = amount
            self.currency = currency
            self.link = link
            self.giroCode = giroCode
        }
    }
}
