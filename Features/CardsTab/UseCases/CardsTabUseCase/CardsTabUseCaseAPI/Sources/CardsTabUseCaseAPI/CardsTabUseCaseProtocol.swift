import Reactive

/// The CardsTabUseCase: the input boundary the Cards view models call (blueprint §3.2).
///
/// It owns the cards' state machine, shared by the list and the detail screen, and the optimistic
/// freeze: the change shows at once and is rolled back when the gateway refuses it.
public protocol CardsTabUseCaseProtocol: AnyObject, Sendable {
    /// The current state followed by every change.
    var statePublisher: AnyPublisher<CardsTabUseCaseNameSpace.States, Never> { get }

    /// Loads the cards; the outcome is published as `.loaded` or `.error`.
    /// Ignored while a load is on its way; nothing is thrown: the outcome is the state.
    func load() async

    /// Freezes (`frozen` true) or unfreezes the card `cardId`. The new status is published at once;
    /// if the gateway refuses, the old one is published again and the error thrown.
    /// - Throws: `CardsTabUseCaseNameSpace.Errors`.
    func setFrozen(_ frozen: Bool, cardId: String) async throws
}
