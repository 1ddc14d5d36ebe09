import Foundation

/// A PIN as the database keeps it: a PBKDF2-SHA256 key with its salt and round count.
struct StoredPin: Equatable, Sendable {
    let hash: Data
    let salt: Data
    let rounds: Int
}
