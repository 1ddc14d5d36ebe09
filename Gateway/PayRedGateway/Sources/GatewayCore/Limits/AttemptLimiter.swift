import Foundation

/// Counts attempts per key (a client address) in fixed windows and refuses those over the limit.
/// The counters live in the database (`attemptWindow`), so every gateway instance counts against
/// the same limit; now and then a new window clears the expired ones, in a transaction of its
/// own so that the clearing never makes an attempt wait or fail.
public struct AttemptLimiter: Sendable {
    private let store: any SQLStore
    private let limit: Int
    private let window: TimeInterval
    /// One new window in this many clears the expired ones.
    private static let clearingOdds = 64

    public init(store: any SQLStore, limit: Int, window: TimeInterval) {
        self.store = store
        self.limit = limit
        self.window = window
    }

    /// Counts an attempt by `key` at `now`.
    /// - Throws: 429 `too_many_requests` with `Retry-After` when `key` used up its window.
    public func admit(_ key: String, at now: Date) async throws {
        let expired = now.addingTimeInterval(-window)
        let (start, attempts) = try await store.write { session -> (Date, Int) in
            let row = try session.row("""
                INSERT INTO attemptWindow (clientKey, windowStart, attempts) VALUES (\(key), \(now), 1)
                ON CONFLICT (clientKey) DO UPDATE SET
                    windowStart = CASE WHEN attemptWindow.windowStart <= \(expired) THEN excluded.windowStart ELSE attemptWindow.windowStart END,
                    attempts = CASE WHEN attemptWindow.windowStart <= \(expired) THEN 1 ELSE attemptWindow.attempts + 1 END
                RETURNING windowStart, attempts
                """)
            return (row?["windowStart"] ?? now, row?["attempts"] ?? 1)
        }
        if attempts == 1, Int.random(in: 0..<Self.clearingOdds) == 0 {
            _ = try? await store.write { session in try session.execute("DELETE FROM attemptWindow WHERE windowStart <= \(expired)") }
        }
        guard attempts > limit else { return }
        throw GatewayError.tooManyRequests(
            code: "too_many_requests", message: "Too many attempts from this address; try again later.",
            retryAfter: start.addingTimeInterval(window).timeIntervalSince(now)
        )
    }
}
