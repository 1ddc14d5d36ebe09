/// Suspends until the current task is cancelled, as a request to a server that never answers
/// does until the user gives up. Returns at once when the task is already cancelled.
public func waitForCancellation() async {
    let gate = AsyncGate()
    await withTaskCancellationHandler {
        await gate.wait()
    } onCancel: {
        Task { await gate.open() }
    }
}
