import Hummingbird

extension Request {
    /// Decodes the JSON body and lets a `DecodingError` reach `ErrorEnvelopeMiddleware`, whose
    /// 400 names the problem (`missing_field`, `invalid_field`, `malformed_body`); Hummingbird's
    /// `decode(as:context:)` would flatten every such error to `bad_request`.
    public func decodeBody<Body: Decodable>(as type: Body.Type, context: GatewayRequestContext) async throws -> Body {
        try await context.requestDecoder.decode(type, from: self, context: context)
    }
}
