extension RequestMoneyUseCaseNameSpace {
    /// Business errors of the RequestMoneyUseCase (blueprint §11.2); view models turn them into text.
    public enum Errors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// The session ended; the user signs in again.
        case sessionExpired
        /// The content could not be loaded.
        case unavailable
        /// The form names no account the user has.
        case noAccount
        /// The amount is not one (`12.50`), not above zero, or over 999,999,999.99.
        case invalidAmount
        /// The reference is over 140 characters or holds control or invisible characters.
        case invalidReference
        /// The request does not fit an EPC QR code: over its 331 bytes, or holding a character it
        /// refuses (an invisible one such as the joiner inside some emoji).
        case notEncodable
    }
}
