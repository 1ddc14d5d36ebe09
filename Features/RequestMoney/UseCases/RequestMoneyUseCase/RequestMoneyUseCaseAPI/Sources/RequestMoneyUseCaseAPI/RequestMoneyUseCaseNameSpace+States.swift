import Loadable

extension RequestMoneyUseCaseNameSpace {
    /// The RequestMoneyUseCase's state machine (blueprint §3.4), the output boundary view models consume:
    /// Core's `Loadable`. The holder and the accounts money can be requested to.
    public typealias States = Loadable<LoadResult, Errors>
}
