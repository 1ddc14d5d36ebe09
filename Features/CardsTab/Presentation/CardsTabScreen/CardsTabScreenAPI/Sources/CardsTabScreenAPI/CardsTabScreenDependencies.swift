/// What the CardsTabScreen receives from its coordinator (blueprint §4.6.7).
public struct CardsTabScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any CardsTabScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any CardsTabScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
