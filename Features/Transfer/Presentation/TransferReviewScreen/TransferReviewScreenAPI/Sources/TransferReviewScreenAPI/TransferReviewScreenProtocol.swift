import TerminalUI

/// The TransferReviewScreen as coordinators see it: something that builds its view.
public protocol TransferReviewScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: TransferReviewScreenDependencies) -> AnyView
}
