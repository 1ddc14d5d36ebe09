import Foundation
import Synchronization

/// The time the use case reads, moved only by the test.
public final class FakeNow: Sendable {
    private let current: Mutex<Date>

    /// Starts at `date`.
    public init(_ date: Date) {
        current = Mutex(date)
    }

    /// The current time.
    public var date: Date { current.withLock { date in date } }

    /// Moves the time on by `seconds`.
    public func advance(by seconds: TimeInterval) {
        current.withLock { date in date = date.addingTimeInterval(seconds) }
    }
}
