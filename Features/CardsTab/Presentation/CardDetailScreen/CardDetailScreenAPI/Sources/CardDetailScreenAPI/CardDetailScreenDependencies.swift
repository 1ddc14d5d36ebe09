/// What the CardDetailScreen receives from its coordinator (blueprint §4.6.7).
public struct CardDetailScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any CardDetailScreenCoordinatorProtocol
    /// The card shown.
    public let cardId: String

    /// Creates the dependencies.
    public init(coordinator: any CardDetailScreenCoordinatorProtocol, cardId: String) {
        self.coordinator = coordinator
        self.cardId = cardId
    }
}
