extension PayeesUseCaseNameSpace {
    /// Someone the user sends money to, by IBAN.
    public struct Payee: Equatable, Sendable, Identifiable {
        /// The gateway's identifier.
        public let id: String
        /// The name shown, e.g. "Maria Schmidt".
        public let name: String
        /// The IBAN in its electronic form, e.g. `DE89370400440532013000`.
        public let iban: String

        /// Creates a payee.
        public init(id: String, name: String, iban: String) {
            self.id = id
            self.name = name
            self.iban = iban
        }
    }
}
