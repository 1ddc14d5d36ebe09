extension HomeTabUseCaseNameSpace {
    /// Business errors of the HomeTabUseCase (blueprint §11.2); view models turn them into text.
    public enum Errors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// The session ended; the user signs in again.
        case sessionExpired
        /// The content could not be loaded.
        case unavailable
    }
}
