import Hummingbird

extension Request {
    /// Decodes the JSON body and lets a `DecodingError` reach `ErrorEnvelopeMiddleware`, whose
    /// 400 names the problem (`missing_field`, `invalid_field`, `malformed_body`); Hummingbird's
    /// `decode(as:context:)` would flatten every such error to `bad_request`.
    public func decodeBody<Body: Decodable>(as type: Body.Type, context: GatewayRequestContext) async throws -> Body {
        try await context.requestDecoder.decode(type, from: self, context: context)
    }

    /// Decodes the JSON body as `decodeBody(as:context:)` does, after checking that the fields
    /// named in `wholeNumbers` are whole-number literals (`WholeNumberFields`).
    public func decodeBody<Body: Decodable>(
        as type: Body.Type,
        context: GatewayRequestContext,
        wholeNumbers: Set<String>
    ) async throws -> Body {
        var request = self
        let buffer = try await request.collectBody(upTo: context.maxUploadSize)
        try WholeNumberFields.check(String(buffer: buffer), names: wholeNumbers)
        return try await context.requestDecoder.decode(type, from: request, context: context)
    }
}
