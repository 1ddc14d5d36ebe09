import Foundation
import GatewayCore
import GRDB

/// A row of `user`: the identity, the PIN's PBKDF2 hash and the lockout state.
struct UserRecord: Codable, FetchableRecord, Sendable {

    /// Where the user is in registration.
    enum Status: String, Codable, Sendable {
        /// Signed in by email, not yet verified or without a PIN.
        case pending
        /// Verified, with a PIN.
        case registered
    }

    var id: Int64?
    var email: String
    var status: Status
    var firstName: String
    var lastName: String
    var pinHash: Data?
    var pinSalt: Data?
    var pinRounds: Int?
    var failedPinAttempts: Int
    var lockoutLevel: Int
    var lockedUntil: Date?
    var createdAt: Date

    /// A new user with no PIN and a clean lockout state.
    init(email: String, status: Status, firstName: String = "", lastName: String = "", createdAt: Date) {
        self.email = email
        self.status = status
        self.firstName = firstName
        self.lastName = lastName
        failedPinAttempts = 0
        lockoutLevel = 0
        self.createdAt = createdAt
    }

    /// The user with the (normalised) `email`.
    static func fetchOne(email: String, in session: any SQLSession) throws -> UserRecord? {
        try session.fetchOne(UserRecord.self, "SELECT * FROM \"user\" WHERE email = \(email)")
    }

    /// The user with `id`.
    static func fetchOne(id: Int64, in session: any SQLSession) throws -> UserRecord? {
        try session.fetchOne(UserRecord.self, "SELECT * FROM \"user\" WHERE id = \(id)")
    }

    /// Adds the user; returns the id the database gave it.
    func insert(in session: any SQLSession) throws -> Int64 {
        try session.insertedID("""
            INSERT INTO "user" (email, status, firstName, lastName, pinHash, pinSalt, pinRounds, failedPinAttempts, lockoutLevel,
                lockedUntil, createdAt)
            VALUES (\(email), \(status.rawValue), \(firstName), \(lastName), \(pinHash), \(pinSalt), \(pinRounds), \(failedPinAttempts),
                \(lockoutLevel), \(lockedUntil), \(createdAt))
            RETURNING id
            """)
    }

    /// Stores the user's registration status, PIN and lockout state.
    func updatePinAndLockout(in session: any SQLSession) throws {
        try session.execute("""
            UPDATE "user" SET status = \(status.rawValue), pinHash = \(pinHash), pinSalt = \(pinSalt), pinRounds = \(pinRounds),
                failedPinAttempts = \(failedPinAttempts), lockoutLevel = \(lockoutLevel), lockedUntil = \(lockedUntil)
            WHERE id = \(id)
            """)
    }

    /// The PIN as stored, when the user has set one.
    var storedPin: StoredPin? {
        guard let pinHash, let pinSalt, let pinRounds else { return nil }
        return StoredPin(hash: pinHash, salt: pinSalt, rounds: pinRounds)
    }

    /// Whether the user finished registration and can unlock with a PIN.
    var hasPin: Bool { status == .registered && storedPin != nil }

    /// Stores `pin`, marks the user registered and clears any lockout.
    mutating func setPin(_ pin: StoredPin) {
        status = .registered
        pinHash = pin.hash
        pinSalt = pin.salt
        pinRounds = pin.rounds
        clearFailedPins()
    }
}
