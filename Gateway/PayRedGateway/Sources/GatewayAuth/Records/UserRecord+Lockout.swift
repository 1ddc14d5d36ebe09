import Foundation

/// The PIN lockout rule: five wrong PINs in a row lock the account for a period that grows
/// with each lockout (1, 5, 15, then 60 minutes); a right PIN starts over.
extension UserRecord {
    /// Wrong PINs in a row that lock the account.
    static let maxFailedPinAttempts = 5
    /// How long the n-th lockout in a row lasts; later ones last as long as the last.
    static let lockoutDurations: [TimeInterval] = [60, 5 * 60, 15 * 60, 60 * 60]

    /// When the lockout in force at `now` ends, or nil when PINs are accepted.
    func lockEnd(at now: Date) -> Date? {
        lockedUntil.flatMap { $0 > now ? $0 : nil }
    }

    /// Counts a wrong PIN at `now`, locking the account when it is the last one allowed.
    mutating func recordFailedPin(at now: Date) {
        failedPinAttempts += 1
        guard failedPinAttempts >= Self.maxFailedPinAttempts else { return }
        failedPinAttempts = 0
        lockoutLevel += 1
        lockedUntil = now.addingTimeInterval(Self.lockoutDurations[min(lockoutLevel, Self.lockoutDurations.count) - 1])
    }

    /// Whether a wrong PIN or a past lockout is on record.
    var hasFailedPins: Bool {
        failedPinAttempts != 0 || lockoutLevel != 0 || lockedUntil != nil
    }

    /// Forgets wrong PINs and past lockouts after the right PIN.
    mutating func clearFailedPins() {
        failedPinAttempts = 0
        lockoutLevel = 0
        lockedUntil = nil
    }
}
