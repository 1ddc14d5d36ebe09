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
}
