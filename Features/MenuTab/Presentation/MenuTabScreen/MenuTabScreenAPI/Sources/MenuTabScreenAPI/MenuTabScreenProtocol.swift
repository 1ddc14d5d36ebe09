import TerminalUI

/// The MenuTabScreen as coordinators see it: something that builds its view.
public protocol MenuTabScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: MenuTabScreenDependencies) -> AnyView
}
