extension TransferUseCaseNameSpace {
    /// The transfer form as the user fills it in (blueprint §3.5 Pattern 2), raw: the use case
    /// validates it (`FormValidity`) and turns it into a `Review`.
    public struct Form: Equatable, Sendable {
        /// The account to send from; nil until chosen.
        public var sourceAccountId: String?
        /// The payee or IBAN to send to; nil until chosen.
        public var destination: Destination?
        /// The amount as typed, e.g. `12.50` or `12,5`; parsed into minor units by the use case.
        public var amountText: String
        /// The description the recipient sees; may be empty.
        public var description: String
        /// What to call the holder of a typed IBAN that no payee or own account has (the name a
        /// payment request gives); nil for none.
        public var recipientName: String?

        /// Creates a form; the defaults are an empty one.
        public init(
            sourceAccountId: String? = nil,
            destination: Destination? = nil,
            amountText: String = "",
            description: String = "",
            recipientName: String? = nil
        ) {
            self.sourceAccountId = sourceAccountId
            self.destination = destination
            self.amountText = amountText
            self.description = description
            self.recipientName = recipientName
        }
    }
}
