extension NotificationManagerUseCaseNameSpace {
    /// A notification that could not be marked read, and why; it shows unread again.
    public struct MarkReadFailure: Equatable, Sendable {
        /// The notification's identifier.
        public let id: String
        /// Why it was not marked read.
        public let error: Errors

        /// Creates the failure.
        public init(id: String, error: Errors) {
            self.id = id
            self.error = error
        }
    }
}
