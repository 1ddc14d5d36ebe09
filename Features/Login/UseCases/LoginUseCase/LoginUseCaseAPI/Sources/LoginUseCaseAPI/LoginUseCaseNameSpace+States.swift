extension LoginUseCaseNameSpace {
    /// The login state machine (blueprint §3.4): the output boundary view models consume. A
    /// login's outcome goes to the screen that asked.
    public enum States: Equatable, Sendable {
        /// Waiting for input; `acceptedTerms` records the user's terms decision.
        case idle(email: String, acceptedTerms: Bool)
        /// A login request is in flight.
        case loggingIn(email: String, acceptedTerms: Bool)
    }
}
