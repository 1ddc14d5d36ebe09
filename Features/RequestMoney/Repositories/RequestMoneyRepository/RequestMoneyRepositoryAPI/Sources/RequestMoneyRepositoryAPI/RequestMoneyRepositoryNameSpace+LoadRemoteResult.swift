extension RequestMoneyRepositoryNameSpace {
    /// What the remote data source returns for a load: the user's name as `GET /v1/profile` gives
    /// it (never the email: a request goes to others) and the accounts `GET /v1/accounts` lists.
    public struct LoadRemoteResult: Equatable, Sendable {
        public let firstName: String
        public let lastName: String
        public let accounts: [Account]

        /// Creates the result.
        public init(firstName: String, lastName: String, accounts: [Account]) {
            self.firstName = firstName
            self.lastName = lastName
            self.accounts = accounts
        }

        /// An account as the gateway lists it.
        public struct Account: Equatable, Sendable {
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
}
