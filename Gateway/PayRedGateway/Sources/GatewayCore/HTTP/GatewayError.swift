import Foundation
import GatewayContract
import Hummingbird

/// An error the gateway answers with: a status, the contract's `ErrorEnvelope` (code, message and
/// the fields some errors add), and any extra headers.
public struct GatewayError: HTTPResponseError, Equatable {
    public let status: HTTPResponse.Status
    /// A stable, machine-readable code such as `invalid_email`.
    public let code: String
    /// Human-readable text.
    public let message: String
    /// Only with `account_locked`: when the lock ends.
    public let lockedUntil: Date?
    /// Only with a wrong PIN or code: how many more tries are allowed.
    public let attemptsLeft: Int?
    /// Extra response headers, such as `Retry-After`.
    public let headers: HTTPFields

    public init(
        status: HTTPResponse.Status,
        code: String,
        message: String,
        lockedUntil: Date? = nil,
        attemptsLeft: Int? = nil,
        headers: HTTPFields = [:]
    ) {
        self.status = status
        self.code = code
        self.message = message
        self.lockedUntil = lockedUntil
        self.attemptsLeft = attemptsLeft
        self.headers = headers
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try context.responseEncoder.encode(envelope, from: request, context: context)
        response.status = status
        response.headers.append(contentsOf: headers)
        return response
    }

    /// The body of the answer.
    public var envelope: Components.Schemas.ErrorEnvelope {
        .init(error: .init(code: code, message: message, lockedUntil: lockedUntil, attemptsLeft: attemptsLeft.map(String.init)))
    }

    /// A 400 with `code`.
    public static func badRequest(_ code: String, _ message: String) -> GatewayError {
        GatewayError(status: .badRequest, code: code, message: message)
    }

    /// A 404 for an unknown resource id (not an unknown route).
    public static func notFound(_ code: String, _ message: String) -> GatewayError {
        GatewayError(status: .notFound, code: code, message: message)
    }

    /// A 422: the request is well formed but breaks a business rule.
    public static func unprocessable(_ code: String, _ message: String) -> GatewayError {
        GatewayError(status: .unprocessableContent, code: code, message: message)
    }

    /// A 401 for a missing, unknown, expired or revoked bearer token.
    public static let unauthorized = GatewayError(
        status: .unauthorized,
        code: "unauthorized",
        message: "Sign in again: the access token is missing, expired or revoked."
    )
}

extension GatewayError {
    /// A 429 with `code` and `Retry-After`: whole seconds, rounded up, at least 1.
    public static func tooManyRequests(code: String, message: String, retryAfter: Double) -> GatewayError {
        GatewayError(
            status: .tooManyRequests, code: code, message: message,
            headers: [.retryAfter: String(max(1, Int(retryAfter.rounded(.up))))]
        )
    }

    /// A 503: the gateway is too busy with slow work to take this request now.
    public static let busy = GatewayError(
        status: .serviceUnavailable, code: "busy", message: "The gateway is busy; try again in a moment.",
        headers: [.retryAfter: "1"]
    )
}
