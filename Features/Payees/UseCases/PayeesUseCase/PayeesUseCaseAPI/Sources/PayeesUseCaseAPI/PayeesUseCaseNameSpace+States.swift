extension PayeesUseCaseNameSpace {
    /// The PayeesUseCase's state machine (blueprint §3.4): the output boundary view models consume.
    public enum States: Equatable, Sendable {
        /// Nothing loaded yet.
        case idle
        /// A load is in flight.
        case loading
        /// The saved payees, oldest first; an added or deleted payee shows here once the gateway agreed.
        case loaded([Payee])
        /// The last load failed with `error`; a new attempt may start from here.
        case error(Errors)
    }
}
