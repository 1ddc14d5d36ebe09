import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The remote data source (blueprint §1.1): performs HTTP requests against the PayRed gateway.
///
/// Each feature's remote data protocol is implemented in its own extension file,
/// e.g. `MobileGatewayServiceImpl+LoginRepository.swift`.
public final class MobileGatewayServiceImpl: Sendable {
    private let baseURL: URL
    private let session: any HTTPSessionProtocol
    private let timeout: TimeInterval

    /// Talks to the gateway at `baseURL` through `session`.
    public init(baseURL: URL, session: any HTTPSessionProtocol = URLSessionHTTPSession(), timeout: TimeInterval = 15) {
        self.baseURL = baseURL
        self.session = session
        self.timeout = timeout
    }

    /// Sends `request` and decodes the payload of the success envelope.
    /// - Throws: `MobileGatewayError`.
    func performRequest<Payload: Decodable & Sendable>(_ request: RequestBuilder) async throws -> Payload {
        let urlRequest: URLRequest
        do {
            urlRequest = try request.makeURLRequest(baseURL: baseURL, timeout: timeout)
        } catch {
            throw MobileGatewayError.invalidResponse("could not encode the request: \(error)")
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            throw MobileGatewayError.transport(error.localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else {
            throw MobileGatewayError.invalidResponse("not an HTTP response")
        }
        let decoder = JSONDecoder()
        guard (200..<300).contains(http.statusCode) else {
            let body = try? decoder.decode(ErrorResponseModel.self, from: data)
            throw MobileGatewayError.http(
                status: http.statusCode,
                code: body?.error.code ?? "http_\(http.statusCode)",
                message: body?.error.message ?? HTTPURLResponse.localizedString(forStatusCode: http.statusCode)
            )
        }
        do {
            return try decoder.decode(ResponseModel<Payload>.self, from: data).payload
        } catch {
            throw MobileGatewayError.invalidResponse(String(describing: error))
        }
    }
}
