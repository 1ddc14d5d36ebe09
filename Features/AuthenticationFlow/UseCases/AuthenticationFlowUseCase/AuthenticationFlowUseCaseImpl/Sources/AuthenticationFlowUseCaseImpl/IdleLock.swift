import Synchronization

/// Runs `onIdle` once `timeout` has passed on `clock` since the last `restart()`.
final class IdleLock: Sendable {
    private let clock: any Clock<Duration>
    private let timeout: Duration
    private let onIdle: @Sendable () async -> Void
    private let timer = Mutex<Task<Void, Never>?>(nil)

    init(clock: any Clock<Duration>, timeout: Duration, onIdle: @escaping @Sendable () async -> Void) {
        self.clock = clock
        self.timeout = timeout
        self.onIdle = onIdle
    }

    /// Starts counting again from now.
    func restart() {
        let task = Task { [clock, timeout, onIdle] in
            do {
                try await clock.sleep(for: timeout)
            } catch {
                return // cancelled: the user did something, or the session locked or ended
            }
            await onIdle()
        }
        timer.withLock { running in
            running?.cancel()
            running = task
        }
    }

    /// Stops counting.
    func cancel() {
        timer.withLock { running in
            running?.cancel()
            running = nil
        }
    }

    deinit {
        timer.withLock { $0?.cancel() }
    }
}
