extension HomeTabRepositoryNameSpace {
    /// The signed-in user's profile as the gateway returns it (`GET /v1/profile`).
    public struct ProfileRemoteResult: Equatable, Sendable {
        /// The first name; empty until the user gives one.
        public let firstName: String
        /// The last name; empty until the user gives one.
        public let lastName: String
        /// The email.
        public let email: String

        /// Creates the result.
        public init(firstName: String, lastName: String, email: String) {
            self.firstName = firstName
            self.lastName = lastName
            self.email = email
        }
    }

    /// Failures of the remote data source, independent of the transport used.
    public enum RemoteErrors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// The session is over and could not be renewed.
        case sessionExpired
        /// The gateway refused the request with a stable `code` and a human `message`.
        case rejected(code: String, message: String)
        /// The gateway's answer could not be understood.
        case invalidResponse
    }
}
