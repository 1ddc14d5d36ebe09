import GatewayCore
import GRDB

/// A `favourite` row: someone the user pays often, shown on the profile.
struct FavouriteRecord: Decodable, FetchableRecord, Sendable {
    var id: Int64
    var name: String
    var imageName: String
    /// The payee this favourite pays, if it is linked to one.
    var payeeId: String?

    /// The favourites of `userID`, in the order they were added.
    static func all(of userID: Int64, in session: any SQLSession) throws -> [FavouriteRecord] {
        try session.fetchAll(FavouriteRecord.self, "SELECT id, name, imageName, payeeId FROM favourite WHERE userId = \(userID) ORDER BY id")
    }

    /// Adds a favourite for `userID`, paying `payeeId` when given.
    static func insert(userID: Int64, name: String, imageName: String, payeeId: String? = nil, in session: any SQLSession) throws {
        try session.execute("INSERT INTO favourite (userId, name, imageName, payeeId) VALUES (\(userID), \(name), \(imageName), \(payeeId))")
    }
}
