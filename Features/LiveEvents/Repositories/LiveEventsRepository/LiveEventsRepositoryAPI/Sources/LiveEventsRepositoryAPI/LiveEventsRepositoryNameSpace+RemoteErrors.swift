extension LiveEventsRepositoryNameSpace {
    /// Why the event stream could not open or broke.
    public enum RemoteErrors: Error, Equatable, Sendable {
        /// The gateway could not be reached, or the connection dropped.
        case networkUnavailable
        /// The gateway sent something that is not an event frame.
        case invalidResponse
        /// The sign-in ended: signed out elsewhere, or the session could not be renewed.
        case sessionExpired
    }
}
