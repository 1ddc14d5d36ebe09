import Reactive

/// What the CardsTabUseCase needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; a repository implements it. Its methods throw
/// `CardsTabUseCaseNameSpace.Errors` (typed).
public protocol CardsTabUseCaseRepositoryProtocol: Sendable {
    /// Fires when a card was frozen or unfrozen elsewhere (another device).
    var cardsChangedPublisher: AnyPublisher<Void, Never> { get }

    /// Loads the user's cards with their linked accounts and holder name, oldest first.
    func cards() async throws(CardsTabUseCaseNameSpace.Errors) -> [CardsTabUseCaseNameSpace.Card]

    /// Freezes or unfreezes the card `cardId` at the gateway; returns whether it is frozen now.
    func setFrozen(_ frozen: Bool, cardId: String) async throws(CardsTabUseCaseNameSpace.Errors) -> Bool
}
