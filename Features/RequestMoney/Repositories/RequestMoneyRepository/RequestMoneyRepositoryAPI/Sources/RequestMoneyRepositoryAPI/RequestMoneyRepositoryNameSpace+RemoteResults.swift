extension RequestMoneyRepositoryNameSpace {
    /// The user's name as `GET /v1/profile` gives it (never the email: a request goes to others).
    public struct HolderRemoteResult: Equatable, Sendable {
        public let firstName: String
        public let lastName: String

        public init(firstName: String, lastName: String) {
            self.firstName = firstName
            self.lastName = lastName
        }
    }

    /// An account as `GET /v1/accounts` lists it.
    public struct AccountRemoteResult: Equatable, Sendable {
        public let id: String
        public let name: String
        public let iban: String
        public let currency: String

        public init(id: String, name: String, iban: String, currency: String) {
            self.id = id
            self.name = name
            self.iban = iban
            self.currency = currency
        }
    }
}
