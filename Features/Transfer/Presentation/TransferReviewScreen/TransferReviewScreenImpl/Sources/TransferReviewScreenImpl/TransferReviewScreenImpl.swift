import TerminalUI
import TransferReviewScreenAPI

/// The TransferReviewScreen: builds its view model over the use case its coordinator hands it
/// (the form's), and its view.
public final class TransferReviewScreenImpl: TransferReviewScreenProtocol {
    /// Creates the screen (the registrar's path).
    public init() {}

    @MainActor
    public func screen(dependencies: TransferReviewScreenDependencies) -> AnyView {
        AnyView(TransferReviewScreenView(viewModel: TransferReviewScreenViewModel(dependencies: dependencies)))
    }
}
