extension LoginUseCaseNameSpace {
    /// The login state machine (blueprint §3.4): the output boundary view models consume.
    public enum States: Equatable, Sendable {
        /// Waiting for input; `acceptedTerms` records the user's terms decision.
        case idle(email: String, acceptedTerms: Bool)
        /// A login request is in flight.
        case loggingIn(email: String, acceptedTerms: Bool)
        /// The gateway answered; `registration` says which step comes next.
        case loggedIn(email: String, registration: RegistrationState, acceptedTerms: Bool)
        /// The last attempt failed with `error`; a new attempt may start from here.
        case error(email: String, acceptedTerms: Bool, error: Errors)
    }
}
