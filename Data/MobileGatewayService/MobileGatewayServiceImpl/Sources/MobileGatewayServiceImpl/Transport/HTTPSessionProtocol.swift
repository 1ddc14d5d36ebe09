import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one HTTP call the gateway service makes; `URLSession` in the app, a stub in tests.
public protocol HTTPSessionProtocol: Sendable {
    /// Sends `request` and returns the body and response.
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

/// `URLSession` as an `HTTPSessionProtocol`.
public struct URLSessionHTTPSession: HTTPSessionProtocol {
    private let session: URLSession

    /// Wraps `session`, the shared session by default.
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// When the caller is cancelled it stops waiting at once, and the request runs out on its own
    /// (answered, failed or timed out): cancelling a `URLSessionTask` while it fails traps
    /// FoundationNetworking on Linux ("a task that is not in the registry"), which a refresh that
    /// cancels its sibling requests when one fails would hit.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let waiter = ResponseWaiter()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, URLResponse), any Error>) in
                guard waiter.wait(with: continuation) else { return }
                session.dataTask(with: request) { data, response, error in
                    if let data, let response {
                        waiter.finish(.success((data, response)))
                    } else {
                        waiter.finish(.failure(error ?? URLError(.badServerResponse)))
                    }
                }
                .resume()
            }
        } onCancel: {
            waiter.finish(Result<(Data, URLResponse), any Error>.failure(CancellationError()))
        }
    }
}
