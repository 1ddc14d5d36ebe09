import TerminalUI

/// The VerificationCodeScreen as coordinators see it: something that builds its view.
public protocol VerificationCodeScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: VerificationCodeScreenDependencies) -> AnyView
}
