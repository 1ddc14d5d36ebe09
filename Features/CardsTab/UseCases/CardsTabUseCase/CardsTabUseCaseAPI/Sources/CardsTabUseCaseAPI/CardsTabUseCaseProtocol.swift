import Reactive

/// The CardsTabUseCase: the input boundary the Cards view models call (blueprint §3.2).
///
/// It owns the cards' state machine, shared by the list and the detail screen, and the optimistic
/// freeze: the change shows at once and is rolled back when the gateway refuses it.
public protocol CardsTabUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: the cards, and those whose change is on its way.
    var statePublisher: AnyPublisher<CardsTabUseCaseNameSpace.Snapshot, Never> { get }

    /// Loads the cards; the outcome is published as `.loaded` or `.error`.
    /// Ignored while a load is on its way; nothing is thrown: the outcome is the state.
    func load() async

    /// Freezes (`frozen` true) or unfreezes the card `cardId`, and returns once the gateway has
    /// made the change. The new status is published at once, with the card in `changing`; a
    /// refusal publishes the old status again and is thrown to the caller.
    /// - Throws: `.changeOnItsWay` while a change to the card is on its way, `.cardNotFound` for a
    ///   card not loaded, else why the gateway did not make it.
    func setFrozen(_ frozen: Bool, cardId: String) async throws(CardsTabUseCaseNameSpace.Errors)
}
