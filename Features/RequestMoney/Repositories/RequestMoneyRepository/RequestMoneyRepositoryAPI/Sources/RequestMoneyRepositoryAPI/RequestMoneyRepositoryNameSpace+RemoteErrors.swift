extension RequestMoneyRepositoryNameSpace {
    /// Why the gateway gave no answer to use.
    public enum RemoteErrors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// The session is over and could not be renewed.
        case sessionExpired
        /// The gateway refused the request with a stable `code` and a human `message`.
        case rejected(code: String, message: String)
        /// The gateway's answer could not be understood.
        case invalidResponse
    }
}
