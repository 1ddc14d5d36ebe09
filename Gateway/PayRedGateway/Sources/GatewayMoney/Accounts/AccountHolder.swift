import GatewayCore
import PlainTextRule

/// Who holds an account, as other people see it.
enum AccountHolder {
    /// What others read for a holder who never gave a name: never the email address.
    static let unnamed = "A PayRed user"

    /// `userID`'s full name ("Demo User"), or `unnamed` while they have not given one.
    static func name(of userID: Int64, in session: any SQLSession) throws -> String {
        // "user" is quoted: PostgreSQL reserves the word.
        guard let row = try session.row(#"SELECT firstName, lastName FROM "user" WHERE id = \#(userID)"#) else {
            return unnamed
        }
        let name = PersonNameRule.fullName(firstName: row["firstName"], lastName: row["lastName"])
        return name.isEmpty ? unnamed : name
    }
}
