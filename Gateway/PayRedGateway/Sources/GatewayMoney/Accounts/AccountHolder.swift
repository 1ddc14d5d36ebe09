import GatewayCore
import GRDB

/// The person who holds an account, as another PayRed user sees them.
enum AccountHolder {
    /// `userID`'s full name ("Demo User"), or their email address while they have not given one.
    static func name(of userID: Int64, in session: any SQLSession) throws -> String {
        // "user" is quoted: PostgreSQL reserves the word.
        guard let row = try session.row(#"SELECT firstName, lastName, email FROM "user" WHERE id = \#(userID)"#) else {
            return "A PayRed user"
        }
        let name = [row["firstName"] as String, row["lastName"] as String].filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? row["email"] : name
    }
}
