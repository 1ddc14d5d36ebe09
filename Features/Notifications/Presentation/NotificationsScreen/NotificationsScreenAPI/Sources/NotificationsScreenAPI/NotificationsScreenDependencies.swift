/// What the NotificationsScreen receives from its coordinator (blueprint §4.6.7).
public struct NotificationsScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any NotificationsScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any NotificationsScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
