/// Holds a stubbed request open until the test lets it finish, so the in-flight state can be seen.
public final class RequestGate: Sendable {
    private let enteredStream: AsyncStream<Void>
    private let enteredContinuation: AsyncStream<Void>.Continuation
    private let releaseStream: AsyncStream<Void>
    private let releaseContinuation: AsyncStream<Void>.Continuation

    /// Creates a gate that no request has passed yet.
    public init() {
        let entered = AsyncStream<Void>.makeStream()
        enteredStream = entered.stream
        enteredContinuation = entered.continuation
        let release = AsyncStream<Void>.makeStream()
        releaseStream = release.stream
        releaseContinuation = release.continuation
    }

    /// Called by the stub: reports that the request started, then waits until `open()`.
    public func pass() async {
        enteredContinuation.yield()
        for await _ in releaseStream { return }
    }

    /// Waits until the stubbed request has started.
    public func waitUntilEntered() async {
        for await _ in enteredStream { return }
    }

    /// Lets the stubbed request finish.
    public func open() {
        releaseContinuation.finish()
    }

    /// Starts `request`, runs `inspect` while the request is held at this gate (its in-flight
    /// state), then lets it finish and waits for it, so no test leaves a request running.
    @MainActor
    public func hold(_ request: @escaping @MainActor () async -> Void, while inspect: () async throws -> Void) async rethrows {
        let task = Task { await request() }
        await waitUntilEntered()
        do {
            try await inspect()
        } catch {
            open()
            await task.value
            throw error
        }
        open()
        await task.value
    }
}
