import CardDetailScreenAPI
import TerminalUI

/// The CardDetailScreen: builds its view model over the use case its coordinator hands it, and its view.
public final class CardDetailScreenImpl: CardDetailScreenProtocol {
    /// Creates the screen (the registrar's path).
    public init() {}

    @MainActor
    public func screen(dependencies: CardDetailScreenDependencies) -> AnyView {
        AnyView(CardDetailScreenView(viewModel: CardDetailScreenViewModel(dependencies: dependencies)))
    }
}
