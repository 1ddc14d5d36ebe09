extension AuthenticationFlowUseCaseNameSpace {
    /// Where the app is in signing in: the state machine the root coordinators follow
    /// (blueprint §4.6.12 Pattern 1).
    public enum States: Equatable, Sendable {
        /// The stored state is being read.
        case splash
        /// Nobody is signed in: the user starts with the email.
        case login
        /// A sign-up waits for the code emailed to `email`.
        case verificationCode(email: String)
        /// The PIN comes next: to create it (`firstLaunch`) or to unlock the stored session.
        case pinCode(email: String, firstLaunch: Bool)
        /// The session of `email` is open.
        case authenticated(email: String)
    }
}
