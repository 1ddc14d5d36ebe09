import Foundation

extension NotificationManagerUseCaseNameSpace {
    /// A message the gateway keeps for the user, e.g. "Salary received".
    public struct Notification: Equatable, Sendable, Identifiable {
        /// The gateway's identifier.
        public let id: String
        /// The headline.
        public let title: String
        /// The message itself.
        public let body: String
        /// When it was sent.
        public let createdAt: Date
        /// Whether the user has read it.
        public var isRead: Bool
        /// What it tells of, as a PayRed link (`payred://transactions/ID`); nil when nothing opens.
        public let link: String?

        /// Creates a notification.
        public init(id: String, title: String, body: String, createdAt: Date, isRead: Bool, link: String? = nil) {
            self.id = id
            self.title = title
            self.body = body
            self.createdAt = createdAt
            self.isRead = isRead
            self.link = link
        }
    }
}
