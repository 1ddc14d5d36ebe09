extension UpdateAppUseCaseNameSpace {
    /// Business errors of the UpdateAppUseCase (blueprint §11.2); view models turn them into text.
    public enum Errors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// The gateway did not say which versions it serves.
        case unavailable
        /// A version is not `major.minor.patch` (the app's own or one the gateway sent).
        case unreadableVersion
    }
}
