import TerminalUI

/// The UserProfileScreen as coordinators see it: something that builds its view.
public protocol UserProfileScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: UserProfileScreenDependencies) -> AnyView
}
