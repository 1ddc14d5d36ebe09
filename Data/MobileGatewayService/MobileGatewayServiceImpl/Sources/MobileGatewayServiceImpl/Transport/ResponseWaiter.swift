import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Hands a `URLSessionDataTask`'s answer to one waiting caller, or a `CancellationError` when the
/// caller stops waiting first: whichever comes first resumes the caller, exactly once.
final class ResponseWaiter: Sendable {
    private struct State {
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
        var isDone = false
    }

    private let state = Mutex(State())

    /// Starts waiting with `continuation`; resumes it at once, returning false, if the caller
    /// already stopped (then there is nothing to send).
    func wait(with continuation: CheckedContinuation<(Data, URLResponse), any Error>) -> Bool {
        let stoppedEarly = state.withLock { state -> Bool in
            guard !state.isDone else { return true }
            state.continuation = continuation
            return false
        }
        if stoppedEarly { continuation.resume(throwing: CancellationError()) }
        return !stoppedEarly
    }

    /// Resumes the caller with `result`, unless it has been resumed already.
    func finish(_ result: Result<(Data, URLResponse), any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<(Data, URLResponse), any Error>? in
            guard !state.isDone else { return nil }
            state.isDone = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }
}
