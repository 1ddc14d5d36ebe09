import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MobileGatewayServiceImpl
import Synchronization

/// An `HTTPSessionProtocol` that records requests and answers with a canned response.
final class RecordingHTTPSession: HTTPSessionProtocol {
    private let requests = Mutex<[URLRequest]>([])
    private let answer: @Sendable (URLRequest) throws -> (Data, URLResponse)

    init(status: Int, body: String) {
        answer = { request in
            let response = HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
            return (Data(body.utf8), response)
        }
    }

    /// Answers each request with the status and body `respond` gives for it.
    init(respond: @escaping @Sendable (URLRequest) -> (status: Int, body: Data)) {
        answer = { request in
            let (status, body) = respond(request)
            return (body, HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!)
        }
    }

    init(failingWith error: any Error) {
        answer = { _ in throw error }
    }

    var recorded: [URLRequest] { requests.withLock { $0 } }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        requests.withLock { $0.append(request) }
        return try answer(request)
    }
}
