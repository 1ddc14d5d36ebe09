import TerminalUI

/// The PayeesScreen as coordinators see it: something that builds its view.
public protocol PayeesScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: PayeesScreenDependencies) -> AnyView
}
