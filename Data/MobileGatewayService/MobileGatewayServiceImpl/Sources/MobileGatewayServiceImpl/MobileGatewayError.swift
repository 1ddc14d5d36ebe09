import Foundation

/// How a gateway call failed, with the detail its log line needs; mapped once to `RemoteDataError`.
enum MobileGatewayError: Error, Equatable {
    /// No HTTP answer: the host is unreachable, the connection dropped, or it timed out.
    case transport(String)
    /// An HTTP error status with the gateway's stable code and message.
    case http(status: Int, code: String, message: String)
    /// A 423 `account_locked`: PINs are refused until `until`.
    case locked(until: Date, message: String)
    /// A 401 refusing a secret (`invalid_pin`, `invalid_code`) and saying how many more tries are left.
    case wrongSecret(code: String, attemptsLeft: Int, message: String)
    /// The call needs a signed-in session and there is none, or the gateway refused to renew it.
    case sessionExpired
    /// A body that is not the expected JSON.
    case invalidResponse(String)
}
