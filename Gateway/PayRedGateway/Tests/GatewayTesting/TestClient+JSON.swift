import Foundation
import GatewayContract
import GatewayCore
import HTTPTypes
import Hummingbird
import HummingbirdTesting

extension TestClientProtocol {
    /// Sends `body` (JSON text) to `uri`, with a bearer token and extra headers when given;
    /// `repeated` headers are added as they come, so one name can be sent several times.
    public func send(
        _ method: HTTPRequest.Method,
        _ uri: String,
        json body: String? = nil,
        token: String? = nil,
        headers extra: [HTTPField.Name: String] = [:],
        repeated: [(name: String, value: String)] = []
    ) async throws -> TestResponse {
        var headers = HTTPFields()
        if body != nil { headers[.contentType] = "application/json" }
        if let token { headers[.authorization] = "Bearer \(token)" }
        for (name, value) in extra { headers[name] = value }
        for field in repeated {
            guard let name = HTTPField.Name(field.name) else { continue }
            headers.append(HTTPField(name: name, value: field.value))
        }
        return try await execute(uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
    }
}

extension TestResponse {
    /// Decodes the `payload` of a success envelope.
    public func payload<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder.gateway.decode(PayloadBody<T>.self, from: Data(buffer: body)).payload
    }

    /// The error envelope's code.
    public var errorCode: String? {
        try? JSONDecoder.gateway.decode(Components.Schemas.ErrorEnvelope.self, from: Data(buffer: body)).error.code
    }

    /// The body as a JSON object, for checking field names and types.
    public func jsonObject() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any] ?? [:]
    }
}

/// `{"payload": …}`.
private struct PayloadBody<T: Decodable>: Decodable {
    let payload: T
}

extension JSONDecoder {
    /// Decodes the gateway's ISO 8601 dates.
    public static var gateway: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
