/// What the RequestMoneyScreen receives from its coordinator (blueprint §4.6.7).
public struct RequestMoneyScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any RequestMoneyScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any RequestMoneyScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
