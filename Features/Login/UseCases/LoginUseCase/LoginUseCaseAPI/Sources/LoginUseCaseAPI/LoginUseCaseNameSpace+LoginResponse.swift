extension LoginUseCaseNameSpace {
    /// What the repository learned from the gateway about an email.
    public enum LoginResponse: Equatable, Sendable {
        /// The user exists and has a PIN.
        case userExist
        /// The user is new; `temporaryToken` authorises the email verification step.
        case userNotExist(temporaryToken: String)
    }
}
