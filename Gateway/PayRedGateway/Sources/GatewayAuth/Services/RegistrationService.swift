import Foundation
import GatewayCore
import GRDB

/// Finishes registration: a live registration token and a PIN make the user registered and signed
/// in, and whatever else registration does (`GatewayEnvironment.onRegistration`: a first account)
/// commits with it.
struct RegistrationService: Sendable {
    let environment: GatewayEnvironment
    let hasher: PinHasher

    /// Stores `pin` for the user `registrationToken` names and starts a session. The token is
    /// checked before the slow hash and again in the write, where it is used up.
    func setPin(registrationToken: String, pin: String) async throws -> SessionPayload {
        let tokenHash = TokenHasher.hash(registrationToken)
        _ = try await environment.database.writer.read { db in
            try Self.liveToken(tokenHash, at: environment.now(), in: db)
        }
        let storedPin = try await environment.pinHashing.run { [hasher] in try hasher.hash(pin) }
        let now = environment.now()
        return try await environment.database.writer.write { db in
            let token = try Self.liveToken(tokenHash, at: now, in: db)
            guard var user = try UserRecord.fetchOne(db, key: token.userId) else { throw GatewayError.invalidToken }
            try user.updateChanges(db) { $0.setPin(storedPin) }
            try Self.closeOpenSignIns(ofUser: token.userId, at: now, in: db)
            try environment.onRegistration?(token.userId, now, db.sqlSession)
            return try environment.sessions.issue(userID: token.userId, in: db.sqlSession)
        }
    }

    private static func liveToken(_ tokenHash: String, at now: Date, in db: Database) throws -> RegistrationTokenRecord {
        guard let token = try RegistrationTokenRecord.fetchOne(db, key: tokenHash), token.consumedAt == nil else {
            throw GatewayError.invalidToken
        }
        guard token.expiresAt > now else { throw GatewayError.tokenExpired }
        return token
    }

    /// Uses up this token and every other open challenge or token of the user, so none can
    /// later overwrite the PIN.
    private static func closeOpenSignIns(ofUser userID: Int64, at now: Date, in db: Database) throws {
        let open = Column("userId") == userID && Column("consumedAt") == nil
        try RegistrationTokenRecord.filter(open).updateAll(db, Column("consumedAt").set(to: now))
        try LoginChallengeRecord.filter(open).updateAll(db, Column("consumedAt").set(to: now))
    }
}
