import TerminalUI

/// The SplashScreen as coordinators see it: something that builds its view.
public protocol SplashScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: SplashScreenDependencies) -> AnyView
}
