import Foundation

/// The app's secure store (blueprint §1.3) where there is no Keychain: each secret is sealed with
/// AES-GCM in its own file, under a key kept in the same owner-only directory (ADR 0008).
/// Calls on one instance run one at a time.
public final class KeyChainDataImpl: Sendable {
    private let store: EncryptedFileStore

    /// A store keeping its files in `directory` (the app passes `<data dir>/secure`), which is
    /// created with mode 0700 on first use.
    public init(directory: URL) {
        store = EncryptedFileStore(directory: directory)
    }

    /// The secret stored for `account`, or nil if there is none.
    public func data(for account: String) async throws(KeyChainDataError) -> Data? {
        try await store.data(for: account)
    }

    /// Stores `data` for `account`, replacing any secret it had.
    public func set(_ data: Data, for account: String) async throws(KeyChainDataError) {
        try await store.set(data, for: account)
    }

    /// Deletes the secret for `account`; nothing happens if there is none.
    public func remove(account: String) async throws(KeyChainDataError) {
        try await store.remove(account: account)
    }

    /// Deletes every secret and then the key.
    public func removeAll() async throws(KeyChainDataError) {
        try await store.removeAll()
    }
}
