import Foundation

extension LockRepositoryNameSpace {
    /// The tokens of a session the gateway opened. Secrets: never log or display them.
    public struct SessionRemoteResult: Equatable, Sendable {
        /// Sent as `Authorization: Bearer …`.
        public let accessToken: String
        /// Traded for new tokens when the access token expires.
        public let refreshToken: String

        /// Creates the result.
        public init(accessToken: String, refreshToken: String) {
            self.accessToken = accessToken
            self.refreshToken = refreshToken
        }
    }

    /// Failures of the remote data source, independent of the transport used.
    public enum RemoteErrors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// Too many wrong PINs: the gateway refuses PINs until `until`.
        case locked(until: Date)
        /// A wrong PIN: `attemptsLeft` more lock the account.
        case wrongPin(attemptsLeft: Int)
        /// The gateway refused the request with a stable `code` and a human `message`.
        case rejected(code: String, message: String)
        /// The gateway's answer could not be understood.
        case invalidResponse
    }
}
