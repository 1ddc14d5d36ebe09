import Foundation

/// Writes a notification for a user, and tells their apps that their notifications changed.
public enum NotificationInbox {
    /// Posts an unread notification to `userID` inside the caller's write transaction; `link`
    /// is what it tells of, as a PayRed link the app opens.
    public static func post(_ content: NotificationContent, link: String?, to userID: Int64, at date: Date, in session: any SQLSession) throws {
        try insert(content, id: UUID().uuidString.lowercased(), link: link, for: userID, at: date, readAt: nil, in: session)
        try changed(for: userID, at: date, in: session)
    }

    /// Stores a notification without telling the apps, as seeding does.
    public static func insert(
        _ content: NotificationContent, id: String, link: String?, for userID: Int64, at date: Date, readAt: Date?, in session: any SQLSession
    ) throws {
        let arguments = content.arguments
        // `title` and `body` hold text only for kind `message`, written before kinds existed.
        try session.execute("""
            INSERT INTO notification (id, userId, kind, amountMinorUnits, currency, counterparty, reference, title, body, link, createdAt, readAt)
            VALUES (\(id), \(userID), \(content.kind), \(arguments.amount?.minorUnits), \(arguments.amount?.currency),
                    \(arguments.counterparty), \(arguments.reference), '', '', \(link), \(date), \(readAt))
            """)
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
