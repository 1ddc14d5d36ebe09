import Clocks
import Synchronization

/// A `TestClock` that also counts the sleeps started on it, so a test can wait until the idle
/// timer is armed before it moves time: the timer's deadline then always counts from the
/// instant the test expects, whichever thread the timer's task ran on.
final class CountingTestClock: Clock {
    typealias Duration = Swift.Duration
    typealias Instant = TestClock<Swift.Duration>.Instant

    /// The clock that keeps the time and resumes the sleepers.
    let testClock = TestClock()
    private let sleepsStarted = Mutex(0)

    var now: Instant { testClock.now }

    var minimumResolution: Swift.Duration { testClock.minimumResolution }

    /// How many sleeps were started so far (cancelled and finished ones included).
    var sleepCount: Int { sleepsStarted.withLock { count in count } }

    func sleep(until deadline: Instant, tolerance: Swift.Duration?) async throws {
        sleepsStarted.withLock { count in count += 1 }
        try await testClock.sleep(until: deadline, tolerance: tolerance)
    }

    /// Moves the time forward by `duration`, resuming every sleep that ends by then.
    func advance(by duration: Swift.Duration) async {
        await testClock.advance(by: duration)
    }
}
