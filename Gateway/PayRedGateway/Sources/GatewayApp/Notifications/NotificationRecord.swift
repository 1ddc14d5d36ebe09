import Foundation
import GatewayContract
import GatewayCore
import GRDB

/// A `notification` row: a message for one user, unread while `readAt` is nil.
struct NotificationRecord: Codable, FetchableRecord, Sendable {
    var id: String
    var userId: Int64
    var title: String
    var body: String
    /// What it tells of, as a PayRed link; nil when it tells of nothing the app opens.
    var link: String?
    var createdAt: Date
    var readAt: Date?

    /// The notifications of `userID`, newest first.
    static func all(of userID: Int64, in session: any SQLSession) throws -> [NotificationRecord] {
        try session.fetchAll(NotificationRecord.self, "SELECT * FROM notification WHERE userId = \(userID) ORDER BY createdAt DESC, id")
    }

    /// The notification `id` if it belongs to `userID`.
    static func find(_ id: String, of userID: Int64, in session: any SQLSession) throws -> NotificationRecord? {
        try session.fetchOne(NotificationRecord.self, "SELECT * FROM notification WHERE id = \(id) AND userId = \(userID)")
    }

    /// Stores the notification.
    func insert(in session: any SQLSession) throws {
        try session.execute("""
            INSERT INTO notification (id, userId, title, body, link, createdAt, readAt)
            VALUES (\(id), \(userId), \(title), \(body), \(link), \(createdAt), \(readAt))
            """)
    }

    /// The notification as the API returns it.
    var payload: Components.Schemas.Notification {
        Components.Schemas.Notification(id: id, title: title, body: body, createdAt: createdAt, read: readAt != nil, link: link)
    }
}
