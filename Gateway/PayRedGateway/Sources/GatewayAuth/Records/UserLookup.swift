import GatewayCore

/// How a PIN check finds its user: by the email typed to unlock, or by the signed-in id.
enum UserLookup: Sendable {
    case email(String)
    case id(Int64)

    /// The user, if any.
    func fetch(in session: any SQLSession) throws -> UserRecord? {
        switch self {
        case .email(let email): try UserRecord.fetchOne(email: email, in: session)
        case .id(let id): try UserRecord.fetchOne(id: id, in: session)
        }
    }
}
