extension TransferUseCaseNameSpace {
    /// Who receives a transfer.
    public struct Recipient: Equatable, Sendable {
        /// The payee's name, or the user's own account's name; nil for an IBAN the user has not saved.
        public let name: String?
        /// The IBAN the money goes to, electronic form.
        public let iban: String

        /// Creates a recipient.
        public init(name: String?, iban: String) {
            self.name = name
            self.iban = iban
        }
    }
}
