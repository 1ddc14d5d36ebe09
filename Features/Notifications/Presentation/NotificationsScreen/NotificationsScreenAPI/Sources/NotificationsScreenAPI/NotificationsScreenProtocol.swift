import TerminalUI

/// The NotificationsScreen as coordinators see it: something that builds its view.
public protocol NotificationsScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: NotificationsScreenDependencies) -> AnyView
}
