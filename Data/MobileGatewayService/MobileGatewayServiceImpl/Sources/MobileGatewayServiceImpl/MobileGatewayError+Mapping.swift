import Foundation

extension MobileGatewayError {
    /// This failure as a feature's remote error. Every feature has the network, rejection and
    /// invalid-response cases; a feature without `sessionExpired` sees an invalid response, one
    /// without `locked` sees the 423 as a rejection with the gateway's `account_locked` code, and
    /// one without `wrongSecret` a wrong PIN or code as its plain rejection.
    func mapped<Failure: Error>(
        networkUnavailable: Failure,
        rejected: (_ code: String, _ message: String) -> Failure,
        invalidResponse: Failure,
        sessionExpired: Failure? = nil,
        locked: ((_ until: Date) -> Failure)? = nil,
        wrongSecret: ((_ attemptsLeft: Int) -> Failure)? = nil
    ) -> Failure {
        switch self {
        case .transport: networkUnavailable
        case .http(_, let code, let message): rejected(code, message)
        case .locked(let until, let message): locked?(until) ?? rejected("account_locked", message)
        case .wrongSecret(let code, let left, let message): wrongSecret?(left) ?? rejected(code, message)
        case .sessionExpired: sessionExpired ?? invalidResponse
        case .invalidResponse: invalidResponse
        }
    }
}
