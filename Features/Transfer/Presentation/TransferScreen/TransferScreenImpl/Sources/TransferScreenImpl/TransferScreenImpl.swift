import TerminalUI
import TransferScreenAPI

/// The TransferScreen: builds its view model over the use case its coordinator hands it, and
/// its view, and starts a new form (to the dependencies' payee, if any) as it appears.
public final class TransferScreenImpl: TransferScreenProtocol {
    /// Creates the screen (the registrar's path).
    public init() {}

    @MainActor
    public func screen(dependencies: TransferScreenDependencies) -> AnyView {
        let viewModel = TransferScreenViewModel(dependencies: dependencies)
        Task { await viewModel.send(.appear) }
        return AnyView(TransferScreenView(viewModel: viewModel))
    }
}
