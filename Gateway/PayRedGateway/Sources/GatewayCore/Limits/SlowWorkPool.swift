import NIOPosix
import Synchronization

/// Runs slow, CPU-bound work (the PIN hash) on NIO's blocking thread pool, at most
/// `concurrency` jobs at once and `queueLimit` waiting, so a flood of sign-in attempts cannot
/// take the threads that serve every other request. Work beyond the queue is refused at once.
public final class SlowWorkPool: Sendable {
    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let concurrency: Int
    private let queueLimit: Int
    private let state = Mutex(State())

    public init(concurrency: Int, queueLimit: Int) {
        self.concurrency = concurrency
        self.queueLimit = queueLimit
    }

    /// The result of `work`, run on the pool once a slot is free.
    /// - Throws: 503 `busy` with `Retry-After` when `queueLimit` jobs already wait; `work`'s error.
    public func run<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
        try await acquire()
        defer { release() }
        return try await NIOThreadPool.singleton.runIfActive(work)
    }

    private func acquire() async throws {
        enum Admission { case now, wait, refuse }
        let admission: Admission = state.withLock { state in
            if state.running < concurrency {
                state.running += 1
                return .now
            }
            return state.waiting.count < queueLimit ? .wait : .refuse
        }
        switch admission {
        case .now:
            return
        case .refuse:
            throw GatewayError.busy
        case .wait:
            await withCheckedContinuation { continuation in
                let admitted: Bool = state.withLock { state in
                    // A slot may have freed since the first look.
                    if state.running < concurrency {
                        state.running += 1
                        return true
                    }
                    state.waiting.append(continuation)
                    return false
                }
                if admitted { continuation.resume() }
            }
        }
    }

    /// Hands the slot to the first waiting job, or frees it.
    private func release() {
        let next: CheckedContinuation<Void, Never>? = state.withLock { state in
            guard !state.waiting.isEmpty else {
                state.running -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
