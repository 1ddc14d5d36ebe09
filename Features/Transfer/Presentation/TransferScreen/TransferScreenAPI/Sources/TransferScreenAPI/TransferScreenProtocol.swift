import TerminalUI

/// The TransferScreen as coordinators see it: something that builds its view.
public protocol TransferScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: TransferScreenDependencies) -> AnyView
}
