/// What the LockScreen receives from its coordinator (blueprint §4.6.7).
public struct LockScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any LockScreenCoordinatorProtocol
    /// The account the PIN belongs to.
    public let email: String
    /// Whether the PIN is being created (end of sign-up) rather than entered.
    public let firstLaunch: Bool

    /// Creates the dependencies.
    public init(coordinator: any LockScreenCoordinatorProtocol, email: String, firstLaunch: Bool) {
        self.coordinator = coordinator
        self.email = email
        self.firstLaunch = firstLaunch
    }
}
