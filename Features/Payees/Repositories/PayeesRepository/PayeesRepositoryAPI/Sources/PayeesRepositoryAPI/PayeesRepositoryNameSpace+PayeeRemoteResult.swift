extension PayeesRepositoryNameSpace {
    /// A payee as the gateway returns it (`/v1/payees`).
    public struct PayeeRemoteResult: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: String
        /// The name, as saved.
        public let name: String
        /// The IBAN in its electronic form.
        public let iban: String

        /// Creates the result.
        public init(id: String, name: String, iban: String) {
            self.id = id
            self.name = name
            self.iban = iban
        }
    }
}
