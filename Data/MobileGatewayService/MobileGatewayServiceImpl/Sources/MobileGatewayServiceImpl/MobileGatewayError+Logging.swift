extension MobileGatewayError {
    /// What a log line says of this failure: its kind, status and the gateway's stable code, never
    /// a message (which may repeat what the user typed) nor a transport error's text (which may
    /// hold the URL with its query).
    var logSummary: String {
        switch self {
        case .transport: "no answer (the network or the gateway is unreachable)"
        case .http(let status, let code, _): "\(status) \(code)"
        case .locked: "423 account_locked"
        case .wrongSecret(let code, let attemptsLeft, _): "401 \(code), attempts left: \(attemptsLeft)"
        case .sessionExpired: "the session expired"
        case .invalidResponse: "an invalid response"
        }
    }
}
