import Hummingbird
import Logging
import NIOCore
import NIOHTTP1

/// Answers every failure in the error envelope: Hummingbird's own errors (unknown route,
/// oversized or malformed body) keep their status, a body whose framing is broken (a bad chunk)
/// is a 400 that closes the connection, anything unexpected becomes a logged 500.
public struct ErrorEnvelopeMiddleware<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as GatewayError {
            throw error
        } catch let error as HTTPError {
            throw GatewayError(status: error.status, code: Self.code(for: error.status), message: error.body ?? Self.message(for: error.status))
        } catch is NIOTooManyBytesError {
            throw GatewayError(status: .contentTooLarge, code: "body_too_large", message: Self.message(for: .contentTooLarge))
        } catch is HTTPParserError {
            throw GatewayError(
                status: .badRequest, code: "malformed_body", message: "The request body's framing is malformed.",
                headers: [.connection: "close"]
            )
        } catch let error as DecodingError {
            throw RequestBodyError.gatewayError(for: error)
        } catch {
            context.logger.error("Unhandled gateway error", metadata: ["error.type": "\(type(of: error))"])
            throw GatewayError(status: .internalServerError, code: "internal_error", message: "The gateway failed to handle the request.")
        }
    }

    private static func code(for status: HTTPResponse.Status) -> String {
        switch status {
        case .notFound: "not_found"
        case .contentTooLarge: "body_too_large"
        case .methodNotAllowed: "method_not_allowed"
        case .badRequest: "bad_request"
        default: "http_\(status.code)"
        }
    }

    private static func message(for status: HTTPResponse.Status) -> String {
        switch status {
        case .notFound: "No such route."
        case .contentTooLarge: "The request body is too large."
        default: status.reasonPhrase
        }
    }
}
