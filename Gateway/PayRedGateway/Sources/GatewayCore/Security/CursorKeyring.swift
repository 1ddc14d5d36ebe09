import Crypto
import Foundation
import Synchronization

/// The cursor-signing keys, kept in the database so that every gateway instance signs and
/// verifies alike: a cursor from one instance works on any other, and on the same one after a
/// restart. The newest key signs; the one before it still verifies, so a rotation
/// (`rotate(in:)`) breaks no cursor in flight. Keys are read again after a minute, or at once
/// when a cursor names a key not yet read.
public final class CursorKeyring: Sendable {
    /// How long the keys read are used before they are read again.
    static let refreshInterval: Duration = .seconds(60)

    private let store: any SQLStore
    private let cache = Mutex<(signer: CursorSigner, readAt: ContinuousClock.Instant)?>(nil)

    public init(store: any SQLStore) {
        self.store = store
    }

    /// A signer with the current keys, one that knows the key `token` names if the database has it.
    public func signer(verifying token: String? = nil) async throws -> CursorSigner {
        if let cached = cache.withLock({ $0 }), ContinuousClock.now - cached.readAt < Self.refreshInterval,
           token.map(cached.signer.knowsKey(of:)) ?? true {
            return cached.signer
        }
        let signer = CursorSigner(keys: try await store.write { session in try Self.keys(in: session) })
        cache.withLock { $0 = (signer, ContinuousClock.now) }
        return signer
    }

    /// Adds a key that signs from now on; the key before it keeps verifying, older ones go.
    /// Every instance signs with the new key within a minute. Returns the new key's id.
    @discardableResult
    public static func rotate(in store: any SQLStore, at now: Date) async throws -> String {
        try await store.write { session in
            let id = try addKey(at: now, in: session)
            let kept = try session.rows("SELECT id FROM cursorKey ORDER BY createdAt DESC, id DESC LIMIT 2").map { $0["id"] as String }
            try session.execute("DELETE FROM cursorKey WHERE id NOT IN (\(kept.first ?? id), \(kept.last ?? id))")
            return id
        }
    }

    /// The keys, newest first; the first one is made when there is none.
    private static func keys(in session: any SQLSession) throws -> [CursorSigner.Key] {
        let read = { try session.rows("SELECT id, secret FROM cursorKey ORDER BY createdAt DESC, id DESC")
            .map { CursorSigner.Key(id: $0["id"], secret: $0["secret"]) } }
        let keys = try read()
        guard keys.isEmpty else { return keys }
        _ = try addKey(at: Date(), in: session)
        return try read()
    }

    private static func addKey(at now: Date, in session: any SQLSession) throws -> String {
        let id = String(SecureRandom.token().prefix(CursorSigner.keyIDLength))
        let secret = SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }
        try session.execute("INSERT INTO cursorKey (id, secret, createdAt) VALUES (\(id), \(secret), \(now))")
        return id
    }
}
