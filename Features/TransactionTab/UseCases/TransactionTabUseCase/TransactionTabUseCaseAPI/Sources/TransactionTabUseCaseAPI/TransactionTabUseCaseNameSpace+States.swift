extension TransactionTabUseCaseNameSpace {
    /// The pagination state machine (blueprint §3.4, 001's pagination):
    ///
    /// `idle` → `loading` → `loaded` ⇄ `loadingMore` → `loaded`; a failed first page is `failed`
    /// (keeping any saved rows), a failed next page is `moreFailed` (keeping every row shown);
    /// `retry()` repeats what failed. A new filter starts again at `loading`.
    public enum States: Equatable, Sendable {
        /// Nothing asked for yet.
        case idle
        /// The first page is on its way; the listing holds saved rows, if any.
        case loading(Listing)
        /// The rows shown are current.
        case loaded(Listing)
        /// The next page is on its way; the rows shown stay.
        case loadingMore(Listing)
        /// The first page failed; the listing keeps any saved rows (offline).
        case failed(Listing, Errors)
        /// The next page failed; the rows shown stay and `retry()` asks again.
        case moreFailed(Listing, Errors)

    }
}
