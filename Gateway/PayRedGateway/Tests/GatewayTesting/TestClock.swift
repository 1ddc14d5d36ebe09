import Foundation
import Synchronization

/// A clock tests move by hand, so expiry and lockout rules run without waiting.
public final class TestClock: Sendable {
    private let current: Mutex<Date>

    /// Starts at `start` (a fixed instant by default).
    public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Mutex(start)
    }

    /// The clock as a function, for `GatewayEnvironment(now:)`.
    public var now: @Sendable () -> Date {
        { [self] in current.withLock { $0 } }
    }

    /// Moves the clock forward.
    public func advance(by interval: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(interval) }
    }
}
