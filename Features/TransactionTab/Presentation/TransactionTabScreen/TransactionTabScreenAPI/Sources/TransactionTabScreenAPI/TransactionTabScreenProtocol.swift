import TerminalUI

/// The TransactionTabScreen as coordinators see it: something that builds its view.
public protocol TransactionTabScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: TransactionTabScreenDependencies) -> AnyView
}
