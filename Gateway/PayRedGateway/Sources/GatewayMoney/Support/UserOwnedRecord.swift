import GatewayCore
import GRDB

/// A row that belongs to one user, in a table keyed by a text `id` with `userId` and `createdAt`
/// columns: accounts, cards, payees. A user reads only their own.
protocol UserOwnedRecord: FetchableRecord {
    /// The table the rows live in.
    static var tableName: String { get }
}

extension UserOwnedRecord {
    /// `userID`'s rows, oldest first (ties in the order they were added).
    static func owned(by userID: Int64, in session: any SQLSession) throws -> [Self] {
        try session.fetchAll(Self.self, """
            SELECT * FROM \(raw: tableName) WHERE userId = \(userID) ORDER BY createdAt, \(raw: session.dialect.insertionOrder)
            """)
    }

    /// `userID`'s row `id`; nil when it is not theirs.
    static func owned(_ id: String, by userID: Int64, in session: any SQLSession) throws -> Self? {
        try session.fetchOne(Self.self, "SELECT * FROM \(raw: tableName) WHERE id = \(id) AND userId = \(userID)")
    }
}
