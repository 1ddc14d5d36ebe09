import Foundation
import GatewayContract
import GatewayCore

/// Checks an emailed code against its challenge and, once, trades it for a registration token.
struct EmailVerificationService: Sendable {
    let environment: GatewayEnvironment

    /// The registration token for the right, live `code` of the challenge `temporaryToken` opened;
    /// the user's other codes stop working. A wrong code counts (and is committed) before the call
    /// throws `invalid_code`; each attempt counts against `client`'s limit first.
    /// - Throws: 429 `too_many_requests` when `client` used up `AbuseLimits.attemptsPerClient`.
    func verify(temporaryToken: String, code: String, client: String) async throws -> Components.Schemas.Registration {
        let tokenHash = TokenHasher.hash(temporaryToken)
        let codeHash = TokenHasher.hash(code)
        let now = environment.now()
        try await environment.clientAttempts.admit(client, at: now)
        return try await environment.database.store.write { session -> Result<Components.Schemas.Registration, GatewayError> in
            guard var challenge = try LoginChallengeRecord.fetchOne(tokenHash: tokenHash, in: session), challenge.consumedAt == nil else {
                return .failure(.invalidToken)
            }
            guard challenge.failedAttempts < LoginChallengeRecord.maxFailedAttempts else { return .failure(.tooManyAttempts) }
            guard challenge.expiresAt > now else { return .failure(.codeExpired) }
            guard challenge.codeHash == codeHash else {
                challenge.failedAttempts += 1
                try session.execute("""
                    UPDATE loginChallenge SET failedAttempts = \(challenge.failedAttempts) WHERE tokenHash = \(tokenHash)
                    """)
                let left = LoginChallengeRecord.maxFailedAttempts - challenge.failedAttempts
                return .failure(left > 0 ? .invalidCode(attemptsLeft: left) : .tooManyAttempts)
            }
            try session.execute("""
                UPDATE loginChallenge SET consumedAt = \(now) WHERE userId = \(challenge.userId) AND consumedAt IS NULL
                """)
            let registrationToken = SecureRandom.token()
            try RegistrationTokenRecord(
                tokenHash: TokenHasher.hash(registrationToken),
                userId: challenge.userId,
                expiresAt: now.addingTimeInterval(RegistrationTokenRecord.lifetime),
                consumedAt: nil
            ).insert(in: session)
            let firstName: String? = try session.row(#"SELECT firstName FROM "user" WHERE id = \#(challenge.userId)"#)?["firstName"]
            return .success(Components.Schemas.Registration(registrationToken: registrationToken, needsName: firstName?.isEmpty ?? true))
        }.get()
    }
}
