extension TransferUseCaseNameSpace {
    /// What the form can choose from, as a state machine (blueprint §3.4): the accounts and payees load.
    public enum States: Equatable, Sendable {
        /// Nothing loaded yet.
        case idle
        /// A load is in flight.
        case loading
        /// The accounts and payees.
        case loaded(LoadResult)
        /// The last load failed with `error`; a new attempt may start from here.
        case error(Errors)
    }
}
