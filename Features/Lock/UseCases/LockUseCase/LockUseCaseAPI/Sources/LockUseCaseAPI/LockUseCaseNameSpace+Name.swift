extension LockUseCaseNameSpace {
    /// The name other people see, given once at sign-up (a domain model, blueprint §8.1).
    public struct Name: Equatable, Sendable {
        public let firstName: String
        public let lastName: String

        /// Creates the name.
        public init(firstName: String, lastName: String) {
            self.firstName = firstName
            self.lastName = lastName
        }
    }
}
