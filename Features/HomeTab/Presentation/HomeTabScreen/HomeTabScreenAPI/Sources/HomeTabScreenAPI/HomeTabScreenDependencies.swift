/// What the HomeTabScreen receives from its coordinator (blueprint §4.6.7).
public struct HomeTabScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any HomeTabScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any HomeTabScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
