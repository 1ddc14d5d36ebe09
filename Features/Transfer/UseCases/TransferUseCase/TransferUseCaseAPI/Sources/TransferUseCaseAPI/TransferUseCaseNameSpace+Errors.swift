extension TransferUseCaseNameSpace {
    /// Business errors of the TransferUseCase (blueprint §11.2); view models turn them into text.
    public enum Errors: Error, Equatable, Sendable {
        /// The gateway could not be reached; for a transfer, it may or may not have been made.
        case networkUnavailable
        /// The session ended; the user signs in again.
        case sessionExpired
        /// The gateway's answer could not be used; for a transfer, it may or may not have been made.
        case unavailable
        /// The source account's balance is too low (`insufficient_funds`); nothing moved.
        case insufficientFunds
        /// The payee is not one of the user's (any more) (`payee_not_found`).
        case payeeNotFound
        /// The source account is not one of the user's (any more) (`account_not_found`).
        case accountNotFound
        /// The source account is frozen: no money may leave it (`account_frozen`); nothing moved.
        case sourceFrozen
        /// The amount is not in the source account's currency (`currency_mismatch`).
        case currencyMismatch
        /// The destination is the source account itself (`same_account`).
        case sameAccount
        /// The gateway refused the destination IBAN (`invalid_iban`).
        case invalidIban
        /// The gateway refused the transfer for another reason; `reason` is its message.
        case refused(reason: String)
    }
}
