import Foundation
import GRDB

/// The login rule: registered emails unlock with their PIN, new ones get a verification challenge.
struct LoginService: Sendable {
    /// How long a verification challenge stays valid.
    static let challengeLifetime: TimeInterval = 10 * 60

    let database: GatewayDatabase
    let now: @Sendable () -> Date

    /// Starts signing in `email`, creating a pending user and a challenge when it is new.
    func login(email: String) async throws -> LoginPayload {
        try await database.writer.write { db in
            if let user = try UserRecord.fetchOne(db, key: email), user.status == .registered {
                return LoginPayload(step: .enterPin, temporaryToken: nil)
            }
            if try UserRecord.fetchOne(db, key: email) == nil {
                try UserRecord(email: email, status: .pending, createdAt: now()).insert(db)
            }
            let challenge = LoginChallengeRecord(
                token: SecureRandom.token(),
                email: email,
                code: SecureRandom.sixDigitCode(),
                expiresAt: now().addingTimeInterval(Self.challengeLifetime)
            )
            try challenge.insert(db)
            return LoginPayload(step: .verifyEmail, temporaryToken: challenge.token)
        }
    }
}
