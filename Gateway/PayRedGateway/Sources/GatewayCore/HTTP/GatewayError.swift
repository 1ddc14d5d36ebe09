import Hummingbird

/// An error the gateway answers with: a status and the `{"error": {code, message}}` envelope.
struct GatewayError: HTTPResponseError {
    let status: HTTPResponse.Status
    /// A stable, machine-readable code such as `invalid_email`.
    let code: String
    /// Human-readable text.
    let message: String

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try context.responseEncoder.encode(
            ErrorEnvelope(error: .init(code: code, message: message)),
            from: request,
            context: context
        )
        response.status = status
        return response
    }

    static func badRequest(_ code: String, _ message: String) -> GatewayError {
        GatewayError(status: .badRequest, code: code, message: message)
    }
}
