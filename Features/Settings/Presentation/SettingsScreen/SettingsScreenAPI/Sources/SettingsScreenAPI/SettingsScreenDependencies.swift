/// What the SettingsScreen receives from its coordinator (blueprint §4.6.7).
public struct SettingsScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any SettingsScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any SettingsScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
