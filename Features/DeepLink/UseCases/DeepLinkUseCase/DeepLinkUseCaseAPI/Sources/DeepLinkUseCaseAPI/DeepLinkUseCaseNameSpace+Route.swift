extension DeepLinkUseCaseNameSpace {
    /// Where a link leads.
    public enum Route: Equatable, Sendable {
        /// `payred://pay?…`: a transfer filled in from a payment request, stopped at its review.
        case pay(PaymentRequest)
        /// `payred://cards/ID`: the card's detail.
        case card(id: String)
        /// `payred://transactions/ID`: the transaction, over the history.
        case transaction(id: String)
    }

    /// A payment request as its link carries it, before any field is checked.
    public struct PaymentRequest: Equatable, Sendable {
        public let iban: String
        /// The payee's name, for the reader; the transfer goes to the IBAN.
        public let name: String
        /// The amount as written (`25.00`); empty lets the payer type it.
        public let amount: String
        public let reference: String

        public init(iban: String, name: String, amount: String, reference: String) {
            self.iban = iban
            self.name = name
            self.amount = amount
            self.reference = reference
        }
    }
}
