extension AuthenticationFlowRepositoryNameSpace {
    /// Result of revoking the session at the gateway (a result model for a void method, blueprint §8.1).
    public struct LogoutRemoteResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }

    /// Failures of the remote data source, independent of the transport used.
    public enum RemoteErrors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// The session was already over at the gateway.
        case sessionExpired
        /// The gateway refused the request with a stable `code` and a human `message`.
        case rejected(code: String, message: String)
        /// The gateway's answer could not be understood.
        case invalidResponse
    }
}
