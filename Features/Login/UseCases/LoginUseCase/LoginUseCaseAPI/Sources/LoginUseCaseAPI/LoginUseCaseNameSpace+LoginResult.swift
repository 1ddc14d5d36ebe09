extension LoginUseCaseNameSpace {
    /// What a login found: the address as the use case cleaned it up, and the step that comes next.
    public struct LoginResult: Equatable, Sendable {
        /// The address signed in with (trimmed, lower-cased).
        public let email: String
        /// Whether the user unlocks with the PIN or verifies the email next.
        public let registration: RegistrationState

        /// Creates the result.
        public init(email: String, registration: RegistrationState) {
            self.email = email
            self.registration = registration
        }
    }
}
