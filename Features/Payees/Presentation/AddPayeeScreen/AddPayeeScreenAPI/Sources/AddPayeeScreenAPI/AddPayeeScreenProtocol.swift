import TerminalUI

/// The AddPayeeScreen as coordinators see it: something that builds its view.
public protocol AddPayeeScreenProtocol: Sendable {
    /// Builds the screen's view for `dependencies`.
    @MainActor
    func screen(dependencies: AddPayeeScreenDependencies) -> AnyView
}
