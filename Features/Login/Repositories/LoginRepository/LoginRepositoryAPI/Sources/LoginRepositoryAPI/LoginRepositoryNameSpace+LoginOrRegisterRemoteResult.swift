extension LoginRepositoryNameSpace {
    /// The gateway's answer to a login request.
    public struct LoginOrRegisterRemoteResult: Equatable, Sendable {
        /// The step the gateway asks for next.
        public enum Step: Equatable, Sendable {
            /// A new email: verify it with the code sent by email.
            case verifyEmail
            /// A registered email: unlock with the PIN.
            case enterPin
        }

        /// The next step.
        public let step: Step
        /// The temporary token for the verification step, if any.
        public let token: String?

        /// Creates the result.
        public init(step: Step, token: String?) {
            self.step = step
            self.token = token
        }
    }
}
