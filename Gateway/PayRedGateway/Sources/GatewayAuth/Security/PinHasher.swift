import Crypto
import CryptoExtras
import Foundation

/// Hashes and checks PINs with PBKDF2-SHA256: a 16-byte random salt and a 32-byte key.
/// Slow on purpose, so callers hash before opening a write transaction, never inside one.
struct PinHasher: Sendable {
    /// The rounds production and demo data use: the least CryptoExtras' checked PBKDF2 accepts.
    static let productionRounds = 210_000
    private static let saltByteCount = 16
    private static let keyByteCount = 32

    /// The rounds new PINs are hashed with; checks use the rounds stored with each PIN.
    let rounds: Int

    /// - Parameter rounds: production keeps the default; only tests pass fewer, to stay fast.
    init(rounds: Int = PinHasher.productionRounds) {
        self.rounds = rounds
    }

    /// Hashes `pin` with a fresh random salt.
    func hash(_ pin: String) throws -> StoredPin {
        let salt = SymmetricKey(size: SymmetricKeySize(bitCount: Self.saltByteCount * 8)).withUnsafeBytes { Data($0) }
        return StoredPin(hash: try Self.derive(pin, salt: salt, rounds: rounds), salt: salt, rounds: rounds)
    }

    /// Whether `pin` is the one `stored`; when there is none it still spends the same time,
    /// so the answer's timing does not tell whether an account exists.
    func verify(_ pin: String, against stored: StoredPin?) throws -> Bool {
        guard let stored else {
            _ = try Self.derive(pin, salt: Data(count: Self.saltByteCount), rounds: rounds)
            return false
        }
        let derived = SymmetricKey(data: try Self.derive(pin, salt: stored.salt, rounds: stored.rounds))
        return derived == SymmetricKey(data: stored.hash)  // SymmetricKey compares in constant time
    }

    /// The unchecked variant lets tests use fewer rounds; production never goes below `productionRounds`.
    private static func derive(_ pin: String, salt: Data, rounds: Int) throws -> Data {
        let key = try KDF.Insecure.PBKDF2.deriveKey(
            from: Array(pin.utf8),
            salt: salt,
            using: .sha256,
            outputByteCount: keyByteCount,
            unsafeUncheckedRounds: rounds
        )
        return key.withUnsafeBytes { Data($0) }
    }
}
