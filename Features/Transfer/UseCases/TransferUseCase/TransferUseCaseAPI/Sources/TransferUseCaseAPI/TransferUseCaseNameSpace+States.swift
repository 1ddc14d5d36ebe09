import Loadable

extension TransferUseCaseNameSpace {
    /// The TransferUseCase's state machine (blueprint §3.4), the output boundary view models consume:
    /// Core's `Loadable`. What the form can choose from: the accounts and payees.
    public typealias States = Loadable<LoadResult, Errors>
}
