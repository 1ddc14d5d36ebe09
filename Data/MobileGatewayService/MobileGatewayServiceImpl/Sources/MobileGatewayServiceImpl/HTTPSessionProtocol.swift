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

    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await session.data(for: request)
    }
}
