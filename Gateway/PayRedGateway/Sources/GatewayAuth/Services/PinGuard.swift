import Foundation
import GatewayCore

/// Checks a PIN under the lockout rule, for unlocking and for changing the PIN.
struct PinGuard: Sendable {
    let environment: GatewayEnvironment
    let hasher: PinHasher

    /// The id of the user `lookup` finds, once `pin` is theirs. The slow hash runs on the PIN
    /// hashing pool between a read and the write that records the outcome; a wrong PIN is
    /// committed before the throw.
    /// - Throws: 423 `account_locked` while locked (even for the right PIN), 401 `invalid_pin`
    ///   (with `attemptsLeft`: how many more wrong PINs lock the account),
    ///   or 401 `invalid_credentials` when no user with a PIN matches (timed like a wrong PIN).
    func verify(pin: String, of lookup: UserLookup) async throws -> Int64 {
        let database = environment.database
        let user = try await database.store.read { session in try lookup.fetch(in: session) }
        let readAt = environment.now()
        if let lockEnd = user?.lockEnd(at: readAt) {
            throw GatewayError.accountLocked(until: lockEnd, now: readAt)
        }
        let storedPin = user?.storedPin
        let isRight = try await environment.pinHashing.run { [hasher] in try hasher.verify(pin, against: storedPin) }
        guard let user, user.hasPin, let userID = user.id else { throw GatewayError.invalidCredentials }
        let now = environment.now()
        return try await database.store.write { session -> Result<Int64, GatewayError> in
            guard var current = try UserRecord.fetchOne(id: userID, in: session), current.storedPin == user.storedPin else {
                return .failure(.invalidCredentials)
            }
            if let lockEnd = current.lockEnd(at: now) { return .failure(.accountLocked(until: lockEnd, now: now)) }
            guard isRight else {
                current.recordFailedPin(at: now)
                try current.updatePinAndLockout(in: session)
                return .failure(current.lockEnd(at: now).map { .accountLocked(until: $0, now: now) }
                    ?? .invalidPin(attemptsLeft: UserRecord.maxFailedPinAttempts - current.failedPinAttempts))
            }
            if current.hasFailedPins {
                current.clearFailedPins()
                try current.updatePinAndLockout(in: session)
            }
            return .success(userID)
        }.get()
    }
}
