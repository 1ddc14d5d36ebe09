import TerminalUI

/// The UpdateAppScreen as coordinators see it: something that builds its view.
public protocol UpdateAppScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: UpdateAppScreenDependencies) -> AnyView
}
