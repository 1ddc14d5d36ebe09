import TerminalUI

/// The CardFreezeScreen as coordinators see it: something that builds its view.
public protocol CardFreezeScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: CardFreezeScreenDependencies) -> AnyView
}
