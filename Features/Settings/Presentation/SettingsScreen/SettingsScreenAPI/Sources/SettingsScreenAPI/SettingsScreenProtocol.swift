import TerminalUI

/// The SettingsScreen as coordinators see it: something that builds its view.
public protocol SettingsScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: SettingsScreenDependencies) -> AnyView
}
