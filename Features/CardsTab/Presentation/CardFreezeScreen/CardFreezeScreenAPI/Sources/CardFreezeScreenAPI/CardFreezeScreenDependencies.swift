/// What the CardFreezeScreen receives from its coordinator (blueprint §4.6.7).
public struct CardFreezeScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any CardFreezeScreenCoordinatorProtocol
    /// The card to freeze or unfreeze.
    public let cardId: String

    /// Creates the dependencies.
    public init(coordinator: any CardFreezeScreenCoordinatorProtocol, cardId: String) {
        self.coordinator = coordinator
        self.cardId = cardId
    }
}
