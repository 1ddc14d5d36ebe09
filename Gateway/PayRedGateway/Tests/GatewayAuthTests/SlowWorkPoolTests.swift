import Dispatch
import GatewayCore
import Synchronization
import XCTest

/// The pool PIN hashes run on: a bounded number of jobs at once, a bounded queue, the rest refused.
final class SlowWorkPoolTests: XCTestCase {
    func testWorkBeyondTheQueueIsRefusedAsBusyWhileTheSlotsAreTaken() async throws {
        let pool = SlowWorkPool(concurrency: 1, queueLimit: 0)
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let first = Task { try await pool.run { started.signal(); release.wait(); return 1 } }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { started.wait(); continuation.resume() }
        }
        do {
            _ = try await pool.run { 2 }
            XCTFail("ran while the pool was busy")
        } catch let error as GatewayError {
            XCTAssertEqual(error.status, .serviceUnavailable)
            XCTAssertEqual(error.code, "busy")
            XCTAssertEqual(error.headers[.retryAfter], "1")
        }
        release.signal()
        let firstResult = try await first.value
        let afterwards = try await pool.run { 3 }
        XCTAssertEqual([firstResult, afterwards], [1, 3])
    }

    func testQueuedWorkRunsOneAtATimeAndAllOfItRuns() async throws {
        let pool = SlowWorkPool(concurrency: 1, queueLimit: 16)
        let running = Running()
        let results = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<12 {
                group.addTask {
                    try await pool.run {
                        running.count.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
                        defer { running.count.withLock { $0.now -= 1 } }
                        return index
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(results.sorted(), Array(0..<12))
        XCTAssertEqual(running.count.withLock { $0.most }, 1)
    }
}

/// How many jobs run now, and the most that ran at once.
private final class Running: Sendable {
    let count = Mutex((now: 0, most: 0))
}
