import ConcurrencyExtras

/// Lets the tasks that are ready run, round after round, until `condition` holds, for at most
/// `rounds` rounds; no time passes. Deterministic in a ``SerialExecutorTestCase``, where those
/// tasks run one job at a time on the main thread and nothing else runs meanwhile.
/// Runs on the caller's actor, so `condition` may read its state.
/// - Returns: whether `condition` held.
nonisolated(nonsending) public func waitUntil(rounds: Int = 100, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<rounds where !condition() {
        await Task.megaYield()
    }
    return condition()
}

/// Lets every task that is ready run until each waits again, before a test checks that something
/// did not happen: in a ``SerialExecutorTestCase`` nothing is then left that could still do it.
public func settle() async {
    await Task.megaYield()
}
