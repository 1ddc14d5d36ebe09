extension UpdateAppUseCaseNameSpace {
    /// Where the app's version stands against what the gateway announces.
    public enum Status: Equatable, Sendable {
        /// The app is the newest version.
        case upToDate
        /// A newer version, `latest`, can be installed; this one still works.
        case updateAvailable(latest: String)
        /// This version is no longer supported: `minimum` or later must be installed to continue.
        case updateRequired(minimum: String)
    }
}
