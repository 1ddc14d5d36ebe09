extension UserProfileRepositoryNameSpace {
    /// An account as `GET /v1/accounts` lists it: its name and IBAN.
    public struct AccountRemoteResult: Equatable, Sendable {
        public let name: String
        public let iban: String

        public init(name: String, iban: String) {
            self.name = name
            self.iban = iban
        }
    }
}
