import TerminalUI

/// The LockScreen as coordinators see it: something that builds its view.
public protocol LockScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: LockScreenDependencies) -> AnyView
}
