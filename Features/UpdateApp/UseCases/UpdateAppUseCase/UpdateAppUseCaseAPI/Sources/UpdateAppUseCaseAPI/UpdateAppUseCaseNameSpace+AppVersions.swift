extension UpdateAppUseCaseNameSpace {
    /// The app versions the gateway announces, as `major.minor.patch` text.
    public struct AppVersions: Equatable, Sendable {
        /// The newest released version.
        public let latest: String
        /// The oldest version that may still be used.
        public let minimumSupported: String

        /// Creates the versions.
        public init(latest: String, minimumSupported: String) {
            self.latest = latest
            self.minimumSupported = minimumSupported
        }
    }
}
