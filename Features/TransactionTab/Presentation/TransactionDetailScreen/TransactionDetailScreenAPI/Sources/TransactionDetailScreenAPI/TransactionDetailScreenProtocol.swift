import TerminalUI

/// The TransactionDetailScreen as coordinators see it: something that builds its view.
public protocol TransactionDetailScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: TransactionDetailScreenDependencies) -> AnyView
}
