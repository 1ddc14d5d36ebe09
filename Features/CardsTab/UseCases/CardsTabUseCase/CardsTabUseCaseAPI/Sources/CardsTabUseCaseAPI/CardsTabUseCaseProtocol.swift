import Reactive

/// The CardsTabUseCase: the input boundary the Cards view models call (blueprint §3.2).
///
/// It owns the cards' state machine, shared by the list and the detail screen, and the optimistic
/// freeze: the change shows at once and is rolled back when the gateway refuses it.
public protocol CardsTabUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: the cards and the changes asked for.
    var statePublisher: AnyPublisher<CardsTabUseCaseNameSpace.Snapshot, Never> { get }

    /// Loads the cards; the outcome is published as `.loaded` or `.error`.
    /// Ignored while a load is on its way; nothing is thrown: the outcome is the state.
    func load() async

    /// Freezes (`frozen` true) or unfreezes the card `cardId`. The new status is published at once,
    /// with the change `submitting` in `changes`; it ends `done`, or `failed` with the old status
    /// published again. Ignored while a change to the card is on its way; nothing is thrown: the
    /// outcome is the snapshot.
    func setFrozen(_ frozen: Bool, cardId: String) async
}
