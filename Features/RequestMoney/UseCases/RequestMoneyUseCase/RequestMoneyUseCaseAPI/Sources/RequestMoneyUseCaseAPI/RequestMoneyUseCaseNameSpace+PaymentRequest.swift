extension RequestMoneyUseCaseNameSpace {
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
