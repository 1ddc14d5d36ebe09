import GRDB

/// A `favourite` row: someone the user pays often, shown on the profile.
struct FavouriteRecord: Decodable, FetchableRecord, TableRecord, Sendable {
    static let databaseTableName = "favourite"

    var id: Int64
    var name: String
    var imageName: String
    /// The payee this favourite pays, if it is linked to one.
    var payeeId: String?

    /// The favourites of `userID`, in the order they were added.
    static func all(of userID: Int64, in db: Database) throws -> [FavouriteRecord] {
        try filter(Column("userId") == userID).order(Column("id")).fetchAll(db)
    }

    /// Adds a favourite for `userID`, paying `payeeId` when given.
    static func insert(userID: Int64, name: String, imageName: String, payeeId: String? = nil, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO favourite (userId, name, imageName, payeeId) VALUES (?, ?, ?, ?)",
            arguments: [userID, name, imageName, payeeId]
        )
    }
}
