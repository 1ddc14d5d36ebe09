extension UpdateAppRepositoryNameSpace {
    /// The versions as `GET /v1/app/version` returns them.
    public struct AppVersionsRemoteResult: Equatable, Sendable {
        /// The newest released app version.
        public let latestVersion: String
        /// The oldest app version that may still be used.
        public let minimumSupportedVersion: String

        /// Creates the result.
        public init(latestVersion: String, minimumSupportedVersion: String) {
            self.latestVersion = latestVersion
            self.minimumSupportedVersion = minimumSupportedVersion
        }
    }
}
