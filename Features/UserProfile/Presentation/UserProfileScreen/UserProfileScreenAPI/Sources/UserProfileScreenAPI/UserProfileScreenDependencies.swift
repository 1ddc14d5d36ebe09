/// What the UserProfileScreen receives from its coordinator (blueprint §4.6.7).
public struct UserProfileScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any UserProfileScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any UserProfileScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
