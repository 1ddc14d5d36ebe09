import CardsTabUseCaseAPI

/// What the CardsTabScreen receives from its coordinator (blueprint §4.6.7).
public struct CardsTabScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any CardsTabScreenCoordinatorProtocol
    /// The tab's use case, which the card detail and the freeze sheet share: the coordinator hands all three the same one.
    public let useCase: any CardsTabUseCaseProtocol

    /// Creates the dependencies.
    public init(coordinator: any CardsTabScreenCoordinatorProtocol, useCase: any CardsTabUseCaseProtocol) {
        self.coordinator = coordinator
        self.useCase = useCase
    }
}
