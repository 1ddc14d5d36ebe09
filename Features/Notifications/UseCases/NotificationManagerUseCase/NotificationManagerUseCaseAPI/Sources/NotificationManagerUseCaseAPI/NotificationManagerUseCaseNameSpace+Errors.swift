extension NotificationManagerUseCaseNameSpace {
    /// Business errors of the NotificationManagerUseCase (blueprint §11.2); view models turn them into text.
    public enum Errors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// The session ended; the user signs in again. Polling stops.
        case sessionExpired
        /// The notifications could not be loaded.
        case unavailable
        /// The notification is not among the user's (any more).
        case notificationNotFound
        /// The gateway did not mark the notification read; it shows unread again.
        case markReadRefused
    }
}
