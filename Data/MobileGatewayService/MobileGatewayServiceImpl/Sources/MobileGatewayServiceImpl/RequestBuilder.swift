import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Describes one gateway request and turns it into a `URLRequest`.
struct RequestBuilder: Sendable {
    /// The path below the base URL, e.g. `/v1/auth/login`.
    let endpoint: String
    let method: HTTPMethod
    /// The JSON body, if any.
    let body: (any Encodable & Sendable)?
    /// Extra headers, e.g. `Authorization`.
    let headers: [String: String]

    init(endpoint: String, method: HTTPMethod, body: (any Encodable & Sendable)? = nil, headers: [String: String] = [:]) {
        self.endpoint = endpoint
        self.method = method
        self.body = body
        self.headers = headers
    }

    /// The same request with `Authorization: Bearer accessToken`.
    func authorized(with accessToken: String) -> RequestBuilder {
        var headers = headers
        headers["Authorization"] = "Bearer \(accessToken)"
        return RequestBuilder(endpoint: endpoint, method: method, body: body, headers: headers)
    }

    /// The request against `baseURL`.
    func makeURLRequest(baseURL: URL, timeout: TimeInterval) throws -> URLRequest {
        let trimmed = endpoint.hasPrefix("/") ? String(endpoint.dropFirst()) : endpoint
        var request = URLRequest(url: baseURL.appendingPathComponent(trimmed), timeoutInterval: timeout)
        request.httpMethod = method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONEncoder().encode(body)
        }
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }
}
