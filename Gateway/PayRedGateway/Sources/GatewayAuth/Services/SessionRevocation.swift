import Foundation
import GatewayCore
import GRDB

/// Ends sessions by marking them revoked: their access and refresh tokens then stop working.
/// Ending a sign-in (not renewing it) appends a `session.revoked` event, so the user's open event
/// streams check whether they were the one.
enum SessionRevocation {
    /// What spending a refresh token found.
    enum Spending {
        /// The token's session was live and is now revoked: renew it in `family` for `userID`.
        case spent(userID: Int64, family: String)
        /// The token was already spent or revoked: every session of its family is now revoked
        /// (RFC 9700 §4.14.2), since whoever holds the newer tokens may have stolen it.
        case reused
        /// No such token, or it expired.
        case unknown
    }

    /// Revokes the session whose refresh token hashes to `refreshTokenHash` if it is live, or its
    /// whole family if the token was spent before.
    static func spend(refreshTokenHash: String, at now: Date, in sql: any SQLSession) throws -> Spending {
        let session = try sql.row("""
            SELECT id, userId, familyId, revokedAt, refreshExpiresAt FROM session WHERE refreshTokenHash = \(refreshTokenHash)
            """)
        guard let session else { return .unknown }
        let family: String = session["familyId"]
        guard (session["revokedAt"] as Date?) == nil else {
            try sql.execute("UPDATE session SET revokedAt = \(now) WHERE familyId = \(family) AND revokedAt IS NULL")
            try UserEventLog.append(.sessionRevoked, for: session["userId"], at: now, in: sql)
            return .reused
        }
        guard (session["refreshExpiresAt"] as Date) > now else { return .unknown }
        try sql.execute("UPDATE session SET revokedAt = \(now) WHERE id = \(session["id"] as Int64)")
        return .spent(userID: session["userId"], family: family)
    }

    /// Revokes the session whose access token hashes to `accessTokenHash`.
    static func revoke(accessTokenHash: String, at now: Date, in session: any SQLSession) throws {
        let revoked = try session.rows("""
            UPDATE session SET revokedAt = \(now) WHERE accessTokenHash = \(accessTokenHash) AND revokedAt IS NULL RETURNING userId
            """)
        guard let userID = revoked.first?["userId"] as Int64? else { return }
        try UserEventLog.append(.sessionRevoked, for: userID, at: now, in: session)
    }

    /// Revokes every session of `userID` but the one whose access token hashes to `accessTokenHash`.
    static func revokeOthers(ofUser userID: Int64, keeping accessTokenHash: String, at now: Date, in session: any SQLSession) throws {
        let revoked = try session.rows("""
            UPDATE session SET revokedAt = \(now)
            WHERE userId = \(userID) AND accessTokenHash != \(accessTokenHash) AND revokedAt IS NULL RETURNING id
            """)
        if !revoked.isEmpty {
            try UserEventLog.append(.sessionRevoked, for: userID, at: now, in: session)
        }
    }
}
