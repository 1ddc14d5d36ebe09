extension TransferUseCaseNameSpace {
    /// A payee the user saved: a transfer's possible destination.
    public struct Payee: Equatable, Sendable, Identifiable {
        /// The gateway's identifier.
        public let id: String
        /// The payee's name.
        public let name: String
        /// The payee's IBAN, electronic form.
        public let iban: String

        /// Creates a payee.
        public init(id: String, name: String, iban: String) {
            self.id = id
            self.name = name
            self.iban = iban
        }
    }
}
