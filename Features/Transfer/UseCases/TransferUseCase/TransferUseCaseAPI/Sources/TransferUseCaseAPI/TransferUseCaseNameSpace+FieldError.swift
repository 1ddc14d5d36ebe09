extension TransferUseCaseNameSpace {
    /// Why one field of the form is not valid (an `Error` so rules can return a `Result`).
    public enum FieldError: Error, Equatable, Sendable {
        /// Nothing chosen or typed yet.
        case required
        /// The source account is not among the loaded accounts.
        case unknownAccount
        /// The payee is not among the loaded payees.
        case unknownPayee
        /// Not an IBAN, or its check digits do not hold.
        case invalidIban
        /// The destination is the source account itself.
        case sameAsSource
        /// Not digits with at most one `.` or `,` and at most two decimals.
        case invalidAmount
        /// Zero: a transfer moves more than nothing.
        case notPositive
        /// More than the source account holds; `available` is its balance.
        case exceedsBalance(available: Money)
        /// Longer than `maximum` characters.
        case tooLong(maximum: Int)
        /// Holds control, format or separator characters (`PlainTextRule`: escape sequences, bidi controls, zero-width characters).
        case controlCharacters
    }
}
