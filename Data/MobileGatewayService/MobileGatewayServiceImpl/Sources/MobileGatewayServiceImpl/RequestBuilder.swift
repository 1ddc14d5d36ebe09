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
    /// Query parameters, e.g. `limit=5`, in order.
    let query: [URLQueryItem]

    init(
        endpoint: String,
        method: HTTPMethod,
        body: (any Encodable & Sendable)? = nil,
        headers: [String: String] = [:],
        query: [URLQueryItem] = []
    ) {
        self.endpoint = endpoint
        self.method = method
        self.body = body
        self.headers = headers
        self.query = query
    }

    /// `id` escaped to stand as one segment of a path, e.g. `/v1/payees/<id>`.
    static func pathSegment(_ id: String) -> String {
        id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? id
    }

    /// The same request with `Authorization: Bearer accessToken`.
    func authorized(with accessToken: String) -> RequestBuilder {
        var headers = headers
        headers["Authorization"] = "Bearer \(accessToken)"
        return RequestBuilder(endpoint: endpoint, method: method, body: body, headers: headers, query: query)
    }

    /// The request against `baseURL`.
    func makeURLRequest(baseURL: URL, timeout: TimeInterval) throws -> URLRequest {
        let trimmed = endpoint.hasPrefix("/") ? String(endpoint.dropFirst()) : endpoint
        var url = baseURL.appendingPathComponent(trimmed)
        if !query.isEmpty {
            url.append(queryItems: query)
        }
        var request = URLRequest(url: url, timeoutInterval: timeout)
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
