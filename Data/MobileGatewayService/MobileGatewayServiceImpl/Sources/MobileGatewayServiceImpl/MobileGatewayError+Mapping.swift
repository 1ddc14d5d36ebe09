import RemoteDataError

extension MobileGatewayError {
    /// This failure as the data boundary's one error: the only place a gateway failure is mapped.
    var remoteDataError: RemoteDataError {
        switch self {
        case .transport: .networkUnavailable
        case .http(_, let code, let message): .rejected(code: code, message: message)
        case .locked(let until, _): .locked(until: until)
        case .wrongSecret(_, let attemptsLeft, _): .wrongSecret(attemptsLeft: attemptsLeft)
        case .sessionExpired: .sessionExpired
        case .invalidResponse: .invalidResponse
        }
    }
}
