import Foundation
import GatewayCore
import GRDB

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
        try await environment.database.writer.write { db in
            guard var user = try UserRecord.fetchOne(db, key: userID) else { throw GatewayError.unauthorized }
            try user.updateChanges(db) { $0.setPin(storedPin) }
            try SessionRevocation.revokeOthers(ofUser: userID, keeping: accessTokenHash, at: now, in: db.sqlSession)
        }
    }
}
