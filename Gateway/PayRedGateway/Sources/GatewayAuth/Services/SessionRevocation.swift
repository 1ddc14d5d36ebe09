import Foundation
import GRDB

/// Ends sessions by marking them revoked: their access and refresh tokens then stop working.
enum SessionRevocation {
    /// Revokes the live session whose refresh token hashes to `refreshTokenHash`; returns its user.
    static func revokeLive(refreshTokenHash: String, at now: Date, in db: Database) throws -> Int64? {
        let session = try Row.fetchOne(
            db,
            sql: "SELECT id, userId FROM session WHERE refreshTokenHash = ? AND revokedAt IS NULL AND refreshExpiresAt > ?",
            arguments: [refreshTokenHash, now]
        )
        guard let session else { return nil }
        try db.execute(sql: "UPDATE session SET revokedAt = ? WHERE id = ?", arguments: [now, session["id"] as Int64])
        return session["userId"]
    }

    /// Revokes the session whose access token hashes to `accessTokenHash`.
    static func revoke(accessTokenHash: String, at now: Date, in db: Database) throws {
        try db.execute(
            sql: "UPDATE session SET revokedAt = ? WHERE accessTokenHash = ? AND revokedAt IS NULL",
            arguments: [now, accessTokenHash]
        )
    }

    /// Revokes every session of `userID` but the one whose access token hashes to `accessTokenHash`.
    static func revokeOthers(ofUser userID: Int64, keeping accessTokenHash: String, at now: Date, in db: Database) throws {
        try db.execute(
            sql: "UPDATE session SET revokedAt = ? WHERE userId = ? AND accessTokenHash != ? AND revokedAt IS NULL",
            arguments: [now, userID, accessTokenHash]
        )
    }
}
