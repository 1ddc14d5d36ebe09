import TerminalUI

/// The ChangeAppPinScreen as coordinators see it: something that builds its view.
public protocol ChangeAppPinScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: ChangeAppPinScreenDependencies) -> AnyView
}
