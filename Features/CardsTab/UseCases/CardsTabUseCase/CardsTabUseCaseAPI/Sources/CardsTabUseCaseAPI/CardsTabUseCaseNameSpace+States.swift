import Loadable

extension CardsTabUseCaseNameSpace {
    /// The CardsTabUseCase's state machine (blueprint §3.4), the output boundary view models consume:
    /// Core's `Loadable`. The cards, oldest first; a freeze or unfreeze shows here at once, before the gateway answers.
    public typealias States = Loadable<[Card], Errors>
}
