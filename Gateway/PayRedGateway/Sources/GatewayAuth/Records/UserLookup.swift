import GRDB

/// How a PIN check finds its user: by the email typed to unlock, or by the signed-in id.
enum UserLookup: Sendable {
    case email(String)
    case id(Int64)

    /// The user, if any.
    func fetch(_ db: Database) throws -> UserRecord? {
        switch self {
        case .email(let email): try UserRecord.fetchOne(db, email: email)
        case .id(let id): try UserRecord.fetchOne(db, key: id)
        }
    }
}
