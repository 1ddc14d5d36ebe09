extension AuthenticationFlowRepositoryNameSpace {
    /// The signed-in session as its data source reports it.
    public enum SessionState: Equatable, Sendable {
        /// No session.
        case signedOut
        /// A session of `email` that the PIN must open.
        case locked(email: String)
        /// The open session of `email`.
        case active(email: String)
    }

    /// Result of ending the session (a result model for a void method, blueprint §8.1).
    public struct EndSessionResult: Equatable, Sendable {
        /// Creates the result.
        public init() {}
    }
}
