import GRDB

/// The profile columns of a `user` row (never its PIN hash or lockout state).
struct ProfileUserRecord: Decodable, FetchableRecord, TableRecord, Sendable {
    static let databaseTableName = "user"
    static var databaseSelection: [any SQLSelectable] {
        [Column("id"), Column("email"), Column("firstName"), Column("lastName"), Column("profileImageName")]
    }

    var id: Int64
    var email: String
    var firstName: String
    var lastName: String
    var profileImageName: String?
}
