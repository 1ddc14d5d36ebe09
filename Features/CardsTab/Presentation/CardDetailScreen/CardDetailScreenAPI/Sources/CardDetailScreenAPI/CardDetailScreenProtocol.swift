import TerminalUI

/// The CardDetailScreen as coordinators see it: something that builds its view.
public protocol CardDetailScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: CardDetailScreenDependencies) -> AnyView
}
