extension TransferRepositoryNameSpace {
    /// The body of `POST /v1/transfers`.
    public struct TransferRemoteRequest: Equatable, Sendable {
        /// Where the money goes: exactly one of an IBAN and a saved payee.
        public enum Destination: Equatable, Sendable {
            /// Sent as `toIban`.
            case iban(String)
            /// Sent as `payeeId`.
            case payee(id: String)
        }

        /// The account the money leaves.
        public let fromAccountId: String
        /// Where it goes.
        public let destination: Destination
        /// How much, in minor units, positive.
        public let amountMinorUnits: Int64
        /// The amount's ISO 4217 currency: the source account's.
        public let currency: String
        /// The description the recipient sees.
        public let description: String

        /// Creates the request.
        public init(fromAccountId: String, destination: Destination, amountMinorUnits: Int64, currency: String, description: String) {
            self.fromAccountId = fromAccountId
            self.destination = destination
            self.amountMinorUnits = amountMinorUnits
            self.currency = currency
            self.description = description
        }
    }
}
