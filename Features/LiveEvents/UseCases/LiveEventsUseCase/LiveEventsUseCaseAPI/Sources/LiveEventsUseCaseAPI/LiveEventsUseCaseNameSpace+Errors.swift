extension LiveEventsUseCaseNameSpace {
    /// Why a stream could not open or ended (blueprint §11.2).
    public enum Errors: Error, Equatable, Sendable {
        /// The gateway could not be reached, or the connection dropped: try again later.
        case networkUnavailable
        /// The sign-in ended (signed out elsewhere, or could not be renewed): stop.
        case sessionExpired
    }
}
