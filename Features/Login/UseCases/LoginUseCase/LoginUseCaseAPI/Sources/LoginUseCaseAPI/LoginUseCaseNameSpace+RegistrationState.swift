extension LoginUseCaseNameSpace {
    /// Whether the email already belongs to a registered user.
    public enum RegistrationState: Equatable, Sendable {
        /// Registered before: the user unlocks with the PIN next.
        case alreadyRegistered
        /// New to PayRed: the user verifies the email next.
        case notRegisteredBefore
    }
}
