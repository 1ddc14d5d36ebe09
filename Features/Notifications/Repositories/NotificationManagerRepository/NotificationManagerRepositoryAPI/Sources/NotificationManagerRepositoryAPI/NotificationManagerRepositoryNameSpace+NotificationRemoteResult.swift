import Foundation

extension NotificationManagerRepositoryNameSpace {
    /// A notification as the gateway returns it (`GET /v1/notifications`).
    public struct NotificationRemoteResult: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: String
        /// The headline.
        public let title: String
        /// The message itself.
        public let body: String
        /// When it was sent.
        public let createdAt: Date
        /// Whether the user has read it.
        public let read: Bool
        /// What it tells of, as a PayRed link; nil when the gateway sent none.
        public let link: String?

        /// Creates the result.
        public init(id: String, title: String, body: String, createdAt: Date, read: Bool, link: String? = nil) {
            self.id = id
            self.title = title
            self.body = body
            self.createdAt = createdAt
            self.read = read
            self.link = link
        }
    }
}
