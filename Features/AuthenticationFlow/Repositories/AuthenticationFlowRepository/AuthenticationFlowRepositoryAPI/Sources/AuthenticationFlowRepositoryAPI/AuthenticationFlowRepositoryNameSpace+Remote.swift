extension AuthenticationFlowRepositoryNameSpace {
    /// Result of revoking the session at the gateway (a result model for a void method, blueprint §8.1).
    public struct LogoutRemoteResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }
}
