import Foundation

/// The `userEvent` table: each user's events in commit order. Ids only grow, so a client that
/// saw event N resumes with the events after N.
public enum UserEventLog {
    /// The PostgreSQL channel every gateway process listens on for new events (ADR 0016).
    public static let channel = "payred_user_events"

    /// Appends `event` for `userID` inside the caller's write transaction.
    ///
    /// On PostgreSQL, where several transactions write at once, the transaction first takes the
    /// user's advisory lock, held until it ends: the user's events then get their ids in commit
    /// order, so a stream that read up to N never misses a later-committed event below N. The
    /// commit also notifies every gateway process's listener.
    public static func append(_ event: UserEvent, for userID: Int64, at date: Date, in session: any SQLSession) throws {
        if session.dialect == .postgres {
            try session.execute("SELECT pg_advisory_xact_lock(\(userID)), pg_notify(\(channel), '')")
        }
        try session.execute("INSERT INTO userEvent (userId, type, data, createdAt) VALUES (\(userID), \(event.type), \(event.dataJSON), \(date))")
    }

    /// A stored event as the stream sends it.
    public struct Entry: Sendable, Equatable {
        public let id: Int64
        public let type: String
        /// The `data` object as JSON text.
        public let data: String
        public let createdAt: Date
    }

    /// `userID`'s events after `lastID`, oldest first, at most `limit`.
    public static func events(of userID: Int64, after lastID: Int64, limit: Int, in session: any SQLSession) throws -> [Entry] {
        try session.rows("SELECT id, type, data, createdAt FROM userEvent WHERE userId = \(userID) AND id > \(lastID) ORDER BY id LIMIT \(limit)")
            .map { Entry(id: $0["id"], type: $0["type"], data: $0["data"], createdAt: $0["createdAt"]) }
    }

    /// The id of `userID`'s newest event, or 0.
    public static func newestID(of userID: Int64, in session: any SQLSession) throws -> Int64 {
        try session.value(Int64.self, "SELECT MAX(id) FROM userEvent WHERE userId = \(userID)") ?? 0
    }
}
