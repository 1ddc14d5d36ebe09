extension UserSessionNameSpace {
    /// The gateway's credentials for one session. Secrets: never log or display them.
    public struct Tokens: Equatable, Sendable {
        /// Sent as `Authorization: Bearer …`; short-lived.
        public let accessToken: String
        /// Traded for new tokens when the access token expires; kept in the secure store.
        public let refreshToken: String

        /// Creates the tokens.
        public init(accessToken: String, refreshToken: String) {
            self.accessToken = accessToken
            self.refreshToken = refreshToken
        }
    }
}
