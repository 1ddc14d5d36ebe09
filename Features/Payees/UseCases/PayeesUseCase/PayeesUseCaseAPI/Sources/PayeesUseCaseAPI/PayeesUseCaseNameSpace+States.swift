import Loadable

extension PayeesUseCaseNameSpace {
    /// The PayeesUseCase's state machine (blueprint §3.4), the output boundary view models consume:
    /// Core's `Loadable`. The saved payees, oldest first; an added or deleted payee shows here once the gateway agreed.
    public typealias States = Loadable<[Payee], Errors>
}
