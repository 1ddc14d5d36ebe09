extension TransferUseCaseNameSpace {
    /// Where the transfer stands, from the form to the gateway's answer (blueprint §3.4): what
    /// the review screen shows.
    public enum TransferStates: Equatable, Sendable {
        /// The form is not valid yet: there is nothing to review.
        case editing
        /// The form is valid: this is what `confirm()` would send.
        case ready(Review)
        /// The transfer is on its way.
        case sending(Review)
        /// The last attempt failed with `error`; `confirm()` again retries with the same
        /// idempotency key, so the money moves at most once.
        case failed(Review, Errors)
        /// The gateway made the transfer.
        case sent(TransferResult)
    }
}
