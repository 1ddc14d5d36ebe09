/// What the MenuTabScreen receives from its coordinator (blueprint §4.6.7).
public struct MenuTabScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any MenuTabScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any MenuTabScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
