import Foundation
import Hummingbird

extension Request {
    /// Decodes the JSON body into `type`, a contract type (415 `unsupported_media_type` unless
    /// `Content-Type` says JSON), after `WireBodyRules` checked it, and lets a `DecodingError`
    /// reach `ErrorEnvelopeMiddleware`, whose 400 names the problem (`missing_field`,
    /// `invalid_field`, `malformed_body`); Hummingbird's `decode(as:context:)` would flatten every
    /// such error to `bad_request`.
    public func decodeBody<Body: Decodable>(as type: Body.Type, context: GatewayRequestContext) async throws -> Body {
        try requireJSONContentType()
        var request = self
        let buffer = try await request.collectBody(upTo: context.maxUploadSize)
        try WireBodyRules.check(buffer.readableBytesView)
        return try await context.requestDecoder.decode(type, from: request, context: context)
    }

    /// Throws 415 `unsupported_media_type` when a body comes with a `Content-Type` other than
    /// `application/json` or a `+json` type (parameters allowed), or with none. A request
    /// without a body is left to the decoder, which names it a `malformed_body`.
    private func requireJSONContentType() throws {
        let declaredLength = headers[.contentLength].flatMap { Int($0) } ?? 0
        guard declaredLength > 0 || headers[.transferEncoding] != nil else { return }
        let mediaType = headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json")) else {
            throw GatewayError(
                status: .unsupportedMediaType,
                code: "unsupported_media_type",
                message: "The request body must be JSON, sent with 'Content-Type: application/json'."
            )
        }
    }
}
