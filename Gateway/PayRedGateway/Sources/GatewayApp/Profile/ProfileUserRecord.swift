import GatewayCore
import GRDB

/// The profile columns of a `user` row (never its PIN hash or lockout state).
struct ProfileUserRecord: Decodable, FetchableRecord, Sendable {
    var id: Int64
    var email: String
    var firstName: String
    var lastName: String
    var profileImageName: String?

    /// The profile of `userID`, if that user exists.
    static func find(_ userID: Int64, in session: any SQLSession) throws -> ProfileUserRecord? {
        // "user" is quoted: PostgreSQL reserves the word.
        try session.fetchOne(ProfileUserRecord.self, #"SELECT id, email, firstName, lastName, profileImageName FROM "user" WHERE id = \#(userID)"#)
    }
}
