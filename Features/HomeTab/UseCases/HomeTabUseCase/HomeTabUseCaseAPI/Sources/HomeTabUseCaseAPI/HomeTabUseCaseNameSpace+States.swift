import Loadable

extension HomeTabUseCaseNameSpace {
    /// The HomeTabUseCase's state machine (blueprint §3.4), the output boundary view models consume:
    /// Core's `Loadable`. The overview of accounts, latest transactions and favourites.
    public typealias States = Loadable<Overview, Errors>
}
