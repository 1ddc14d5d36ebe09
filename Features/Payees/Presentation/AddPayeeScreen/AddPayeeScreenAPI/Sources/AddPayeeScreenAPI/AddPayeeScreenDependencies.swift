/// What the AddPayeeScreen receives from its coordinator (blueprint §4.6.7).
public struct AddPayeeScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any AddPayeeScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any AddPayeeScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
