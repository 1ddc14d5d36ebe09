import TerminalUI

/// The RequestMoneyScreen as coordinators see it: something that builds its view.
public protocol RequestMoneyScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: RequestMoneyScreenDependencies) -> AnyView
}
