/// Lets other tasks run until `condition` holds, for at most `timeout` of real time.
/// - Returns: whether `condition` held in time.
public func waitUntil(timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        await Task.yield()
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}

/// Lets every task that is ready run before a test checks that something did not happen.
public func settle() async {
    for _ in 0..<20 {
        await Task.yield()
    }
    try? await Task.sleep(for: .milliseconds(20))
}
