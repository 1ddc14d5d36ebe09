import Foundation
import GatewayCore
import GRDB

/// Starts, renews and ends sessions.
struct SessionService: Sendable {
    let environment: GatewayEnvironment
    let pinGuard: PinGuard

    /// A session for the registered `email` once `pin` is right (see `PinGuard.verify`).
    func unlock(email: String, pin: String) async throws -> SessionPayload {
        let userID = try await pinGuard.verify(pin: pin, of: .email(email))
        return try await environment.sessions.issue(userID: userID)
    }

    /// A new session for a live `refreshToken`, whose own session ends: each refresh token works once.
    /// - Throws: 401 `invalid_refresh_token` for an unknown, expired or revoked token.
    func refresh(refreshToken: String) async throws -> SessionPayload {
        let tokenHash = TokenHasher.hash(refreshToken)
        let now = environment.now()
        let sessions = environment.sessions
        return try await environment.database.writer.write { db in
            guard let userID = try SessionRevocation.revokeLive(refreshTokenHash: tokenHash, at: now, in: db) else {
                throw GatewayError.invalidRefreshToken
            }
            return try sessions.issue(userID: userID, in: db)
        }
    }

    /// Ends the session whose access token hashes to `accessTokenHash`.
    func logout(accessTokenHash: String) async throws {
        let now = environment.now()
        try await environment.database.writer.write { db in
            try SessionRevocation.revoke(accessTokenHash: accessTokenHash, at: now, in: db)
        }
    }
}
