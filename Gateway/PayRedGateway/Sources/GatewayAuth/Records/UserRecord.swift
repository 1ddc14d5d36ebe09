import Foundation
import GRDB

/// A row of `user`: the identity, the PIN's PBKDF2 hash and the lockout state.
struct UserRecord: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "user"

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
    static func fetchOne(_ db: Database, email: String) throws -> UserRecord? {
        try UserRecord.filter(Column("email") == email).fetchOne(db)
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

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
