import TerminalUI

/// The Login screen as coordinators see it: something that builds its view.
public protocol LoginScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: LoginScreenDependencies) -> AnyView
}
