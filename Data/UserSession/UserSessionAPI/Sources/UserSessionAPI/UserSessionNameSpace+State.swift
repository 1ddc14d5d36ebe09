extension UserSessionNameSpace {
    /// Where the session stands.
    public enum State: Equatable, Sendable {
        /// No session: the user must sign in.
        case signedOut
        /// A session exists for `email` but the app is locked: the PIN opens it again.
        case locked(email: String)
        /// The session for `email` is open and requests carry its tokens.
        case active(email: String)
    }
}
