import Foundation

/// Writes a notification for a user, and tells their apps that their notifications changed.
public enum NotificationInbox {
    /// Posts an unread notification to `userID` inside the caller's write transaction; `link`
    /// is what it tells of, as a PayRed link the app opens.
    public static func post(title: String, body: String, link: String?, to userID: Int64, at date: Date, in session: any SQLSession) throws {
        let id = UUID().uuidString.lowercased()
        try session.execute("""
            INSERT INTO notification (id, userId, title, body, link, createdAt)
            VALUES (\(id), \(userID), \(title), \(body), \(link), \(date))
            """)
        try changed(for: userID, at: date, in: session)
    }

    /// The link that opens the statement line `id` in the app.
    public static func transactionLink(_ id: Int64) -> String {
        "payred://transactions/\(id)"
    }

    /// Tells `userID`'s apps how many notifications are unread now (after a post or a read).
    public static func changed(for userID: Int64, at date: Date, in session: any SQLSession) throws {
        let unread = try session.value(Int.self, "SELECT COUNT(*) FROM notification WHERE userId = \(userID) AND readAt IS NULL") ?? 0
        try UserEventLog.append(.notificationsChanged(unread: unread), for: userID, at: date, in: session)
    }
}
