import Synchronization

/// Runs `onIdle` once `timeout` has passed on `clock` since the last `restart()`.
final class IdleLock: Sendable {
    private let clock: any Clock<Duration>
    private let timeout: Mutex<Duration>
    private let onIdle: @Sendable () async -> Void
    private let timer = Mutex<Task<Void, Never>?>(nil)

    init(clock: any Clock<Duration>, timeout: Duration, onIdle: @escaping @Sendable () async -> Void) {
        self.clock = clock
        self.timeout = Mutex(timeout)
        self.onIdle = onIdle
    }

    /// Counts to `newTimeout` from now on, starting again if it was counting.
    func setTimeout(_ newTimeout: Duration) {
        let changed = timeout.withLock { current in
            defer { current = newTimeout }
            return current != newTimeout
        }
        let isCounting = timer.withLock { $0 != nil }
        if changed, isCounting { restart() }
    }

    /// Starts counting again from now.
    func restart() {
        let timeout = timeout.withLock { $0 }
        let task = Task { [clock, onIdle] in
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
