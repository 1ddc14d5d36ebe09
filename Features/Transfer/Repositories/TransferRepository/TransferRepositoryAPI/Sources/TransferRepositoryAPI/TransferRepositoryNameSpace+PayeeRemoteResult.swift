extension TransferRepositoryNameSpace {
    /// A saved payee as the gateway returns it (`GET /v1/payees`).
    public struct PayeeRemoteResult: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: String
        /// The payee's name.
        public let name: String
        /// The payee's IBAN.
        public let iban: String

        /// Creates the result.
        public init(id: String, name: String, iban: String) {
            self.id = id
            self.name = name
            self.iban = iban
        }
    }
}
