import Foundation
import GatewayContract
import GatewayCore

/// Starts, renews and ends sessions.
struct SessionService: Sendable {
    let environment: GatewayEnvironment
    let pinGuard: PinGuard

    /// A session for the registered `email` once `pin` is right (see `PinGuard.verify`); each
    /// attempt counts against `client`'s limit first.
    /// - Throws: 429 `too_many_requests` when `client` used up `AbuseLimits.attemptsPerClient`.
    func unlock(email: String, pin: String, client: String) async throws -> Components.Schemas.Session {
        try await environment.clientAttempts.admit(client, at: environment.now())
        let userID = try await pinGuard.verify(pin: pin, of: .email(email))
        return try await environment.sessions.issue(userID: userID)
    }

    /// A new session for a live `refreshToken`, whose own session ends: each refresh token works
    /// once. Presenting a spent one ends every session renewed from the same sign-in.
    /// - Throws: 401 `invalid_refresh_token` for an unknown, expired, revoked or spent token.
    func refresh(refreshToken: String) async throws -> Components.Schemas.Session {
        let tokenHash = TokenHasher.hash(refreshToken)
        let now = environment.now()
        let sessions = environment.sessions
        // The family's revocation on reuse must commit, so the refusal is returned, not thrown.
        return try await environment.database.store.write { session -> Result<Components.Schemas.Session, GatewayError> in
            switch try SessionRevocation.spend(refreshTokenHash: tokenHash, at: now, in: session) {
            case .spent(let userID, let family):
                return .success(try sessions.issue(userID: userID, family: family, in: session))
            case .reused, .unknown:
                return .failure(.invalidRefreshToken)
            }
        }.get()
    }

    /// Ends the session whose access token hashes to `accessTokenHash`.
    func logout(accessTokenHash: String) async throws {
        let now = environment.now()
        try await environment.database.store.write { session in
            try SessionRevocation.revoke(accessTokenHash: accessTokenHash, at: now, in: session)
        }
    }
}
