extension UserProfileUseCaseNameSpace {
    /// One of the user's accounts, with the IBAN others pay into.
    public struct Account: Equatable, Sendable {
        public let name: String
        /// The IBAN in electronic form (no spaces).
        public let iban: String

        public init(name: String, iban: String) {
            self.name = name
            self.iban = iban
        }
    }
}
