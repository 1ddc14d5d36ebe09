import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GatewayContract
import HTTPTypes
import Logging
import OpenAPIRuntime

/// How the generated `Client` reaches the gateway: one HTTP call through an `HTTPSessionProtocol`
/// (`URLSession` in the app, whose cancellation this works around; a stub in tests), signed in
/// with `accessToken` when given (ADR 0028).
///
/// An answer that is not a success is thrown here, once for every operation, as the
/// `MobileGatewayError` its error envelope tells of. Each call is logged: method, path, status and
/// time, never a header, a body or a query, where tokens, PINs, codes and emails travel.
struct GatewayTransport: ClientTransport {
    /// Larger answers are not read: no gateway answer comes near it.
    static let maxResponseBytes = 4 * 1_048_576

    let session: any HTTPSessionProtocol
    let timeout: TimeInterval
    let accessToken: String?
    let logger: Logger

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        let clock = ContinuousClock()
        let start = clock.now
        let path = request.path.map { String($0.prefix { $0 != "?" }) } ?? ""
        let call = "\(request.method.rawValue) \(path)"
        do {
            let (response, data) = try await exchange(request, body: body, baseURL: baseURL)
            guard (200..<300).contains(response.status.code) else {
                throw Self.error(status: response.status.code, body: data)
            }
            logger.info("\(call) \(response.status.code) in \(Self.milliseconds(start.duration(to: clock.now))) ms")
            return (response, HTTPBody(data))
        } catch let error as MobileGatewayError {
            logger.warning("\(call) failed in \(Self.milliseconds(start.duration(to: clock.now))) ms: \(error.logSummary)")
            throw error
        }
    }

    /// Sends `request` and reads the answer.
    /// - Throws: `MobileGatewayError.transport` without an HTTP answer, `CancellationError` when
    ///   the caller gave up (Esc on a request), which is not a network failure.
    private func exchange(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL) async throws -> (HTTPResponse, Data) {
        guard let url = Self.url(baseURL, request.path ?? "") else {
            throw MobileGatewayError.invalidResponse("could not build the request's URL")
        }
        var urlRequest = URLRequest(url: url, timeoutInterval: timeout)
        urlRequest.httpMethod = request.method.rawValue
        for field in request.headerFields {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name.rawName)
        }
        if let accessToken {
            urlRequest.setValue("Bearer \(accessToken)", forHTTPHeaderField: "Authorization")
        }
        if let body {
            urlRequest.httpBody = try await Data(collecting: body, upTo: 1_048_576)
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw MobileGatewayError.transport(error.localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else {
            throw MobileGatewayError.invalidResponse("not an HTTP response")
        }
        guard data.count <= Self.maxResponseBytes else {
            throw MobileGatewayError.invalidResponse("an answer of \(data.count) bytes")
        }
        var fields = HTTPFields()
        for case let (name as String, value as String) in http.allHeaderFields {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        return (HTTPResponse(status: .init(code: http.statusCode), headerFields: fields), data)
    }

    /// `path` (from `/`, with its query) after `baseURL`, whose trailing slashes are dropped: a
    /// gateway given as `http://127.0.0.1:8080/` gets no `//v1/…`.
    static func url(_ baseURL: URL, _ path: String) -> URL? {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + path)
    }

    /// The error for an HTTP error `status` whose body is the contract's `ErrorEnvelope`, if it is one.
    private static func error(status: Int, body: Data) -> MobileGatewayError {
        let envelope = try? GatewayCoding.decoder.decode(Components.Schemas.ErrorEnvelope.self, from: body).error
        let message = envelope?.message ?? HTTPURLResponse.localizedString(forStatusCode: status)
        if status == 423, let until = envelope?.lockedUntil {
            return .locked(until: until, message: message)
        }
        if status == 401, let code = envelope?.code, let left = envelope?.attemptsLeft.flatMap({ Int($0) }) {
            return .wrongSecret(code: code, attemptsLeft: left, message: message)
        }
        return .http(status: status, code: envelope?.code ?? "http_\(status)", message: message)
    }

    /// `duration` in whole milliseconds.
    private static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }
}
