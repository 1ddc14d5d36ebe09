import Foundation

extension NotificationManagerUseCaseNameSpace {
    /// A message the gateway keeps for the user, e.g. that a salary arrived.
    public struct Notification: Equatable, Sendable, Identifiable {
        /// The gateway's identifier.
        public let id: String
        /// What it tells.
        public let message: Message
        /// When it was sent.
        public let createdAt: Date
        /// Whether the user has read it.
        public var isRead: Bool
        /// What it tells of, as a PayRed link (`payred://transactions/ID`); nil when nothing opens.
        public let link: String?

        /// Creates a notification.
        public init(id: String, message: Message, createdAt: Date, isRead: Bool, link: String? = nil) {
            self.id = id
            self.message = message
            self.createdAt = createdAt
            self.isRead = isRead
            self.link = link
        }
    }
}
