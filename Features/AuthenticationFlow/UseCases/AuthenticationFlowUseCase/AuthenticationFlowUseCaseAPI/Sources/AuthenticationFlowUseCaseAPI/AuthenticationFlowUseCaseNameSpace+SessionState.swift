extension AuthenticationFlowUseCaseNameSpace {
    /// The signed-in session as the repository reports it.
    public enum SessionState: Equatable, Sendable {
        /// No session.
        case signedOut
        /// A session of `email` that the PIN must open.
        case locked(email: String)
        /// The open session of `email`.
        case active(email: String)
    }
}
