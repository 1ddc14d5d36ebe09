import CardsTabUseCaseAPI

/// What the CardDetailScreen receives from its coordinator (blueprint §4.6.7).
public struct CardDetailScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any CardDetailScreenCoordinatorProtocol
    /// The tab's use case, the list's own: the coordinator hands it over.
    public let useCase: any CardsTabUseCaseProtocol
    /// The card shown.
    public let cardId: String

    /// Creates the dependencies.
    public init(coordinator: any CardDetailScreenCoordinatorProtocol, useCase: any CardsTabUseCaseProtocol, cardId: String) {
        self.coordinator = coordinator
        self.useCase = useCase
        self.cardId = cardId
    }
}
