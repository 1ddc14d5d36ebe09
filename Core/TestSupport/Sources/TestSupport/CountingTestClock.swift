import Clocks
import Synchronization

/// A `TestClock` that also counts the sleeps started on it, so a test can wait until a timer is
/// armed before it moves time: the timer's deadline then always counts from the instant the test
/// expects, whichever thread the timer's task ran on.
public final class CountingTestClock: Clock {
    public typealias Duration = Swift.Duration
    public typealias Instant = TestClock<Swift.Duration>.Instant

    /// The clock that keeps the time and resumes the sleepers.
    public let testClock = TestClock()
    private let sleepsStarted = Mutex(0)

    /// Creates a clock at its start, with no sleep started.
    public init() {}

    public var now: Instant { testClock.now }

    public var minimumResolution: Swift.Duration { testClock.minimumResolution }

    /// How many sleeps were started so far (cancelled and finished ones included).
    public var sleepCount: Int { sleepsStarted.withLock { count in count } }

    public func sleep(until deadline: Instant, tolerance: Swift.Duration?) async throws {
        sleepsStarted.withLock { count in count += 1 }
        try await testClock.sleep(until: deadline, tolerance: tolerance)
    }

    /// Moves the time forward by `duration`, resuming every sleep that ends by then.
    public func advance(by duration: Swift.Duration) async {
        await testClock.advance(by: duration)
    }
}
