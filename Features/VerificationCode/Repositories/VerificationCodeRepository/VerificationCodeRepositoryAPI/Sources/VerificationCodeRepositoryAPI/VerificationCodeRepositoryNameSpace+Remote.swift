extension VerificationCodeRepositoryNameSpace {
    /// The gateway's answer to a right code: the token that lets the user choose a PIN. A secret.
    public struct VerifyEmailRemoteResult: Equatable, Sendable {
        /// Authorises `POST /v1/auth/pin`.
        public let registrationToken: String

        /// Creates the result.
        public init(registrationToken: String) {
            self.registrationToken = registrationToken
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
