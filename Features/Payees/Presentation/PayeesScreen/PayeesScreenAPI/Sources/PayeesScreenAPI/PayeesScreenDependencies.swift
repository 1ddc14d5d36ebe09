/// What the PayeesScreen receives from its coordinator (blueprint §4.6.7).
public struct PayeesScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any PayeesScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any PayeesScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
