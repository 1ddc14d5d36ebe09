extension TransactionTabUseCaseNameSpace {
    /// Business errors of the TransactionTabUseCase (blueprint §11.2); view models turn them into text.
    public enum Errors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// The session ended; the user signs in again.
        case sessionExpired
        /// The account filtered on is not one of the user's.
        case accountNotFound
        /// The transaction asked for is not one of the user's.
        case transactionNotFound
        /// The gateway refused the search text (too long, or holding control characters).
        case invalidSearch
        /// The search text is longer than `maximum` characters; nothing was asked of the gateway.
        case searchTooLong(maximum: Int)
        /// The search text holds a control, format or separator character (`PlainTextRule`);
        /// nothing was asked of the gateway.
        case searchHiddenCharacters
        /// The transactions could not be loaded.
        case unavailable
        /// There is nothing listed to export.
        case nothingToExport
        /// The export file could not be written.
        case exportFailed
    }
}
