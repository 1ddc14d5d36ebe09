extension UserSessionNameSpace {
    /// What the secure store keeps of a session between launches.
    public struct StoredSession: Equatable, Sendable {
        /// The signed-in user's email.
        public let email: String
        /// The last refresh token the gateway issued.
        public let refreshToken: String

        /// Creates the stored session.
        public init(email: String, refreshToken: String) {
            self.email = email
            self.refreshToken = refreshToken
        }
    }

    /// Result of saving the stored session (a result model for a void method, blueprint §8.1).
    public struct SaveStoredSessionResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }

    /// Result of deleting the stored session (a result model for a void method, blueprint §8.1).
    public struct DeleteStoredSessionResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }
}
