import Hummingbird

/// A response whose body is the type `openapi.yaml` generates for the route's answer, such as
/// `Operations.ListAccounts.Output.Ok.Body.JsonPayload` (ADR 0028): the gateway never writes a
/// wire type of its own.
public struct ContractResponse<Body: Encodable & Sendable>: ResponseGenerator, Sendable {
    public let body: Body
    public let status: HTTPResponse.Status

    public init(_ body: Body, status: HTTPResponse.Status = .ok) {
        self.body = body
        self.status = status
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try context.responseEncoder.encode(body, from: request, context: context)
        response.status = status
        return response
    }
}
