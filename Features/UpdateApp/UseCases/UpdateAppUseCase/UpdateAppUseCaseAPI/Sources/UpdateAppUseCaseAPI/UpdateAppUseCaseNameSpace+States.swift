extension UpdateAppUseCaseNameSpace {
    /// The UpdateAppUseCase's state machine (blueprint §3.4): the output boundary view models consume.
    public enum States: Equatable, Sendable {
        /// Not checked yet.
        case idle
        /// A check is in flight.
        case checking
        /// The last check's outcome.
        case checked(Status)
        /// The last check failed with `error`; a new one may start from here.
        case error(Errors)
    }
}
