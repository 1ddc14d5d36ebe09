extension AuthenticationFlowUseCaseNameSpace {
    /// Business errors of the authentication flow; never HTTP codes.
    public enum Errors: Error, Equatable, Sendable {
        /// What the device stored could not be read or wiped.
        case storageFailure
    }

    /// Result of logging out (a result model for a void method, blueprint §8.1).
    public struct LogoutResult: Equatable, Sendable {
        /// Whether the gateway confirmed the session's end (false when it could not be reached;
        /// the device forgot the session either way).
        public let revokedAtGateway: Bool

        /// Creates the result.
        public init(revokedAtGateway: Bool) {
            self.revokedAtGateway = revokedAtGateway
        }
    }
}
