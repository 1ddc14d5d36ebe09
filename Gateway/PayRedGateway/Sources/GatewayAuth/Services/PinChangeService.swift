import Foundation
import GatewayCore

/// Changes a signed-in user's PIN after checking the old one under the lockout rule.
struct PinChangeService: Sendable {
    let environment: GatewayEnvironment
    let pinGuard: PinGuard
    let hasher: PinHasher

    /// Replaces the PIN of `userID` and ends their other sessions, keeping the one whose access
    /// token hashes to `accessTokenHash`. A wrong `oldPin` counts towards the lockout.
    func changePin(userID: Int64, accessTokenHash: String, oldPin: String, newPin: String) async throws {
        _ = try await pinGuard.verify(pin: oldPin, of: .id(userID))
        let storedPin = try await environment.pinHashing.run { [hasher] in try hasher.hash(newPin) }
        let now = environment.now()
        try await environment.database.store.write { session in
            guard var user = try UserRecord.fetchOne(id: userID, in: session) else { throw GatewayError.unauthorized }
            user.setPin(storedPin)
            try user.updatePinAndLockout(in: session)
            try SessionRevocation.revokeOthers(ofUser: userID, keeping: accessTokenHash, at: now, in: session)
        }
    }
}
