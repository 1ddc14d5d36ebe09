import Foundation
import Synchronization

/// Counts attempts per key (a client address) in fixed windows and refuses those over the limit.
/// Kept in memory: it bounds how fast one client can guess, and a restart only resets it.
public final class AttemptLimiter: Sendable {
    private struct Window {
        var start: Date
        var count: Int
    }

    private let limit: Int
    private let window: TimeInterval
    private let windows = Mutex<[String: Window]>([:])
    /// Above this many keys, expired windows are dropped, so memory follows the live clients.
    private static let pruneThreshold = 10_000

    public init(limit: Int, window: TimeInterval) {
        self.limit = limit
        self.window = window
    }

    /// Counts an attempt by `key` at `now`.
    /// - Throws: 429 `too_many_requests` with `Retry-After` when `key` used up its window.
    public func admit(_ key: String, at now: Date) throws {
        let retryAfter: TimeInterval? = windows.withLock { windows in
            if windows.count > Self.pruneThreshold {
                windows = windows.filter { now.timeIntervalSince($0.value.start) < window }
            }
            var current = windows[key].flatMap { now.timeIntervalSince($0.start) < window ? $0 : nil } ?? Window(start: now, count: 0)
            guard current.count < limit else { return current.start.addingTimeInterval(window).timeIntervalSince(now) }
            current.count += 1
            windows[key] = current
            return nil
        }
        if let retryAfter {
            throw GatewayError.tooManyRequests(
                code: "too_many_requests", message: "Too many attempts from this address; try again later.", retryAfter: retryAfter
            )
        }
    }
}
