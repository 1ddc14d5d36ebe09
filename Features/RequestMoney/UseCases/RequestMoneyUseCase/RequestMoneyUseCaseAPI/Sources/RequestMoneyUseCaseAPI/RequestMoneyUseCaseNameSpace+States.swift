import Loadable

extension RequestMoneyUseCaseNameSpace {
    /// The RequestMoneyUseCase's state (blueprint §3.4): nothing yet, on its way, loaded, or why not.
    public typealias States = Loadable<LoadResult, Errors>
}
