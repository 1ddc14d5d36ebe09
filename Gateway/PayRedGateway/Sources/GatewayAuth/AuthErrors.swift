import Foundation
import GatewayCore
import Hummingbird

/// The authentication area's error answers, each with a stable code.
extension GatewayError {
    static let invalidEmail = GatewayError.badRequest("invalid_email", "That is not a valid email address.")
    static let invalidCodeFormat = GatewayError.badRequest("invalid_code_format", "The code must be exactly six digits.")
    static let invalidPinFormat = GatewayError.badRequest("invalid_pin_format", "The PIN must be exactly six digits.")
    static let invalidToken = GatewayError(
        status: .unauthorized, code: "invalid_token", message: "The token is unknown or was already used; sign in again."
    )
    static let codeExpired = GatewayError(
        status: .gone, code: "code_expired", message: "The verification code expired; sign in again for a new one."
    )
    static let tokenExpired = GatewayError(
        status: .gone, code: "token_expired", message: "The registration token expired; verify your email again."
    )
    /// A wrong code; `attemptsLeft` more tries before a new code is needed.
    static func invalidCode(attemptsLeft: Int) -> GatewayError {
        GatewayError(
            status: .unauthorized, code: "invalid_code", message: "The verification code is wrong.",
            attemptsLeft: attemptsLeft
        )
    }
    static let tooManyAttempts = GatewayError(
        status: .tooManyRequests, code: "too_many_attempts", message: "Too many wrong codes; sign in again for a new one."
    )
    /// A wrong PIN; `attemptsLeft` more lock the account.
    static func invalidPin(attemptsLeft: Int) -> GatewayError {
        GatewayError(
            status: .unauthorized, code: "invalid_pin", message: "The PIN is wrong.",
            attemptsLeft: attemptsLeft
        )
    }
    static let invalidCredentials = GatewayError(
        status: .unauthorized, code: "invalid_credentials", message: "The email or the PIN is wrong."
    )
    static let invalidRefreshToken = GatewayError(
        status: .unauthorized, code: "invalid_refresh_token", message: "The refresh token is unknown, expired or revoked; sign in again."
    )
    static let noMail = GatewayError.notFound("no_mail", "No code was sent to that address.")

    /// A 423: the account refuses every PIN until `until`. The error object's `lockedUntil` is
    /// that instant in ISO 8601 UTC, rounded up to the second; `Retry-After` is the whole seconds
    /// from `now` until then, rounded up and at least 1.
    static func accountLocked(until: Date, now: Date) -> GatewayError {
        let lockedUntil = Date(timeIntervalSince1970: until.timeIntervalSince1970.rounded(.up))
        let retryAfter = max(1, Int(until.timeIntervalSince(now).rounded(.up)))
        return GatewayError(
            status: HTTPResponse.Status(code: 423, reasonPhrase: "Locked"),
            code: "account_locked",
            message: "Too many wrong PINs: the account is locked until \(lockedUntil.formatted(.iso8601)).",
            lockedUntil: lockedUntil,
            headers: [.retryAfter: String(retryAfter)]
        )
    }
}
