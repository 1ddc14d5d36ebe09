import CardsTabUseCaseAPI

/// What the CardFreezeScreen receives from its coordinator (blueprint §4.6.7).
public struct CardFreezeScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any CardFreezeScreenCoordinatorProtocol
    /// The tab's use case, the list's and the detail's own: the coordinator hands it over.
    public let useCase: any CardsTabUseCaseProtocol
    /// The card to freeze or unfreeze.
    public let cardId: String

    /// Creates the dependencies.
    public init(coordinator: any CardFreezeScreenCoordinatorProtocol, useCase: any CardsTabUseCaseProtocol, cardId: String) {
        self.coordinator = coordinator
        self.useCase = useCase
        self.cardId = cardId
    }
}
