extension RequestMoneyUseCaseNameSpace {
    /// The RequestMoneyUseCase's state machine (blueprint §3.4): the output boundary view models consume.
    public enum States: Equatable, Sendable {
        /// Nothing loaded yet.
        case idle
        /// A load is in flight.
        case loading
        /// The content is loaded.
        case loaded(LoadResult)
        /// The last load failed with `error`; a new attempt may start from here.
        case error(Errors)
    }
}
