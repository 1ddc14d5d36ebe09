import Foundation
import GRDB

/// A `notification` row: a message for one user, unread while `readAt` is nil.
struct NotificationRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "notification"

    var id: String
    var userId: Int64
    var title: String
    var body: String
    /// What it tells of, as a PayRed link; nil when it tells of nothing the app opens.
    var link: String?
    var createdAt: Date
    var readAt: Date?

    /// The notifications of `userID`, newest first.
    static func all(of userID: Int64, in db: Database) throws -> [NotificationRecord] {
        try filter(Column("userId") == userID)
            .order(Column("createdAt").desc, Column("id"))
            .fetchAll(db)
    }

    /// The notification `id` if it belongs to `userID`.
    static func find(_ id: String, of userID: Int64, in db: Database) throws -> NotificationRecord? {
        try filter(Column("id") == id && Column("userId") == userID).fetchOne(db)
    }

    /// The notification as the API returns it.
    var payload: NotificationPayload {
        NotificationPayload(id: id, title: title, body: body, link: link, createdAt: createdAt, read: readAt != nil)
    }
}
