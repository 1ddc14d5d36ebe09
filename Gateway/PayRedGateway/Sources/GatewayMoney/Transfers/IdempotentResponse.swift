import Foundation
import GatewayContract
import GatewayCore
import Hummingbird

/// A response kept byte for byte so a retried request gets exactly the same answer. Bodies are
/// encoded with sorted keys: Foundation's JSON key order is not stable between encodings.
struct IdempotentResponse: Sendable {
    let status: HTTPResponse.Status
    let body: Data

    init(status: HTTPResponse.Status, body: Data) {
        self.status = status
        self.body = body
    }

    /// `body`, a generated contract type, with `status`; dates in ISO 8601 like every other response.
    init(status: HTTPResponse.Status, body: some Encodable & Sendable) throws {
        self.init(status: status, body: try Self.encoder.encode(body))
    }

    /// The error envelope (code, message and extra fields) for `error`, with its status.
    init(_ error: GatewayError) throws {
        self.init(status: error.status, body: try Self.encoder.encode(error.envelope))
    }

    /// The HTTP response, success or error, with the stored body.
    func response() -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
        )
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
