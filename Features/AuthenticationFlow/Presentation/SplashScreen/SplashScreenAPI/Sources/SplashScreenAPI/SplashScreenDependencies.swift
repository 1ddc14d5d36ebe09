/// What the SplashScreen receives from its coordinator (blueprint §4.6.7).
public struct SplashScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any SplashScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any SplashScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
