extension VerificationCodeRepositoryNameSpace {
    /// The gateway's answer to a right code: the token that lets the user choose a PIN. A secret.
    public struct VerifyEmailRemoteResult: Equatable, Sendable {
        /// Authorises `POST /v1/auth/pin`.
        public let registrationToken: String
        /// Whether the PIN step must also give the name other people see (a new user).
        public let needsName: Bool

        /// Creates the result.
        public init(registrationToken: String, needsName: Bool) {
            self.registrationToken = registrationToken
            self.needsName = needsName
        }
    }

    /// The gateway's answer to a request for a new code. A secret.
    public struct SendCodeRemoteResult: Equatable, Sendable {
        /// Authorises verifying the new code.
        public let temporaryToken: String

        /// Creates the result.
        public init(temporaryToken: String) {
            self.temporaryToken = temporaryToken
        }
    }
}
