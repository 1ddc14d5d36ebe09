/// What the ChangeAppPinScreen receives from its coordinator (blueprint §4.6.7).
public struct ChangeAppPinScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any ChangeAppPinScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any ChangeAppPinScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
