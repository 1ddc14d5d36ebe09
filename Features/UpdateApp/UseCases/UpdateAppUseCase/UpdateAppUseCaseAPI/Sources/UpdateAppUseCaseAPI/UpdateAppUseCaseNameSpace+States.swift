import Loadable

extension UpdateAppUseCaseNameSpace {
    /// The UpdateAppUseCase's state machine (blueprint §3.4), the output boundary view models consume:
    /// Core's `Loadable`. `loading` while a check is in flight; `loaded` with the last check's outcome.
    public typealias States = Loadable<Status, Errors>
}
