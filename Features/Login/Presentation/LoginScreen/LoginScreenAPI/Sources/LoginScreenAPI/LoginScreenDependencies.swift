/// What the Login screen receives from its coordinator (blueprint §4.6.7).
public struct LoginScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any LoginScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any LoginScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
