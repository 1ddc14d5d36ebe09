/// What the UpdateAppScreen receives from its coordinator (blueprint §4.6.7).
public struct UpdateAppScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any UpdateAppScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any UpdateAppScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
