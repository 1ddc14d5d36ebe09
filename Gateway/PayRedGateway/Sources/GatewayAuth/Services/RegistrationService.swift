import Foundation
import GatewayContract
import GatewayCore

/// Finishes registration: a live registration token and a PIN make the user registered and signed
/// in, and whatever else registration does (`GatewayEnvironment.onRegistration`: a first account)
/// commits with it.
struct RegistrationService: Sendable {
    let environment: GatewayEnvironment
    let hasher: PinHasher

    /// Stores `pin` (and `name`, when given) for the user `registrationToken` names and starts a
    /// session. The token is checked before the slow hash and again in the write, where it is used up.
    /// - Throws: 400 `name_required` when the user has no name yet and none is given.
    func setPin(registrationToken: String, pin: String, name: (firstName: String, lastName: String)?) async throws -> Components.Schemas.Session {
        let tokenHash = TokenHasher.hash(registrationToken)
        _ = try await environment.database.store.read { session in
            try Self.liveToken(tokenHash, at: environment.now(), in: session)
        }
        let storedPin = try await environment.pinHashing.run { [hasher] in try hasher.hash(pin) }
        let now = environment.now()
        return try await environment.database.store.write { session in
            let token = try Self.liveToken(tokenHash, at: now, in: session)
            guard var user = try UserRecord.fetchOne(id: token.userId, in: session) else { throw GatewayError.invalidToken }
            if let name {
                try session.execute(#"UPDATE "user" SET firstName = \#(name.firstName), lastName = \#(name.lastName) WHERE id = \#(token.userId)"#)
            } else if user.firstName.isEmpty {
                throw GatewayError.badRequest("name_required", "Give 'firstName' (and 'lastName'): other people see this name, never the email address.")
            }
            user.setPin(storedPin)
            try user.updatePinAndLockout(in: session)
            try Self.closeOpenSignIns(ofUser: token.userId, at: now, in: session)
            try environment.onRegistration?(token.userId, now, session)
            return try environment.sessions.issue(userID: token.userId, in: session)
        }
    }

    private static func liveToken(_ tokenHash: String, at now: Date, in session: any SQLSession) throws -> RegistrationTokenRecord {
        guard let token = try RegistrationTokenRecord.fetchOne(tokenHash: tokenHash, in: session), token.consumedAt == nil else {
            throw GatewayError.invalidToken
        }
        guard token.expiresAt > now else { throw GatewayError.tokenExpired }
        return token
    }

    /// Uses up this token and every other open challenge or token of the user, so none can
    /// later overwrite the PIN.
    private static func closeOpenSignIns(ofUser userID: Int64, at now: Date, in session: any SQLSession) throws {
        for table in ["registrationToken", "loginChallenge"] {
            try session.execute("UPDATE \(raw: table) SET consumedAt = \(now) WHERE userId = \(userID) AND consumedAt IS NULL")
        }
    }
}
