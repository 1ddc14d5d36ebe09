import TerminalUI

/// The HomeTabScreen as coordinators see it: something that builds its view.
public protocol HomeTabScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: HomeTabScreenDependencies) -> AnyView
}
