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

    /// Failures of the remote data source, independent of the transport used.
    public enum RemoteErrors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// The gateway refused the request with a stable `code` and a human `message`.
        case rejected(code: String, message: String)
        /// A wrong code: `attemptsLeft` more tries before a new code is needed.
        case wrongCode(attemptsLeft: Int)
        /// The gateway's answer could not be understood.
        case invalidResponse
    }
}
