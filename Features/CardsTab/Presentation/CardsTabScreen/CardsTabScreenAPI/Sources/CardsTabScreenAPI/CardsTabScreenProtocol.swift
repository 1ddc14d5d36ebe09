import TerminalUI

/// The CardsTabScreen as coordinators see it: something that builds its view.
public protocol CardsTabScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: CardsTabScreenDependencies) -> AnyView
}
