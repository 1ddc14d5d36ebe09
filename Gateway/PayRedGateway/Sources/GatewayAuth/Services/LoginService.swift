import Foundation
import GatewayContract
import GatewayCore

/// Starts signing in: an email with a PIN is asked for it; any other gets a user (pending if
/// new) and a fresh verification challenge whose code is "emailed": kept in the dev mailbox in
/// demo mode, and handed to the environment's mail observer once committed. An address gets at
/// most `AbuseLimits.codesPerAddress` codes per window, and a new code leaves the earlier ones
/// working until they are used or expire, so nobody can cancel another person's code.
struct LoginService: Sendable {
    let environment: GatewayEnvironment

    /// Signs in the normalised `email`.
    func login(email: String) async throws -> Components.Schemas.LoginStep {
        let now = environment.now()
        let isDemo = environment.isDemo
        let limits = environment.abuseLimits
        let (payload, mail) = try await environment.database.store.write { session -> (Components.Schemas.LoginStep, SentMail?) in
            let user = try UserRecord.fetchOne(email: email, in: session)
            if let user, user.hasPin {
                return (Components.Schemas.LoginStep(step: .enterPin, temporaryToken: nil), nil)
            }
            let userID = try user?.id ?? UserRecord(email: email, status: .pending, createdAt: now).insert(in: session)
            try Self.requireCodeAllowance(userID: userID, limits: limits, now: now, in: session)
            let token = SecureRandom.token()
            let code = SecureRandom.sixDigitCode()
            try Self.openChallenge(tokenHash: TokenHasher.hash(token), codeHash: TokenHasher.hash(code), userID: userID, now: now, in: session)
            if isDemo {
                try DevMailbox.deliver(code: code, to: email, at: now, in: session)
            }
            return (Components.Schemas.LoginStep(step: .verifyEmail, temporaryToken: token), SentMail(email: email, code: code))
        }
        if let mail {
            environment.mailObserver?(mail)
        }
        return payload
    }

    /// Throws 429 `too_many_codes` with `Retry-After` when the user was sent
    /// `limits.codesPerAddress` codes within `limits.codeWindow`.
    private static func requireCodeAllowance(userID: Int64, limits: AbuseLimits, now: Date, in session: any SQLSession) throws {
        // A challenge was opened `lifetime` before it expires.
        let windowStart = now.addingTimeInterval(-limits.codeWindow + LoginChallengeRecord.lifetime)
        let recent = try session.fetchAll(LoginChallengeRecord.self, """
            SELECT * FROM loginChallenge WHERE userId = \(userID) AND expiresAt > \(windowStart)
            ORDER BY expiresAt DESC LIMIT \(limits.codesPerAddress)
            """)
        guard recent.count >= limits.codesPerAddress, let oldest = recent.last else { return }
        throw GatewayError.tooManyRequests(
            code: "too_many_codes",
            message: "Too many codes were sent to this address; wait before asking for another.",
            retryAfter: oldest.expiresAt.timeIntervalSince(windowStart)
        )
    }

    /// Stores the new challenge; the user's earlier ones keep working until used or expired.
    private static func openChallenge(tokenHash: String, codeHash: String, userID: Int64, now: Date, in session: any SQLSession) throws {
        try LoginChallengeRecord(
            tokenHash: tokenHash,
            userId: userID,
            codeHash: codeHash,
            failedAttempts: 0,
            expiresAt: now.addingTimeInterval(LoginChallengeRecord.lifetime),
            consumedAt: nil
        ).insert(in: session)
    }
}
