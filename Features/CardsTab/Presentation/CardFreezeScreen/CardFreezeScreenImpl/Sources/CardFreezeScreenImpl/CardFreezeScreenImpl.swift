import CardFreezeScreenAPI
import TerminalUI

/// The CardFreezeScreen: builds its view model over the use case its coordinator hands it, and its view.
public final class CardFreezeScreenImpl: CardFreezeScreenProtocol {
    /// Creates the screen (the registrar's path).
    public init() {}

    @MainActor
    public func screen(dependencies: CardFreezeScreenDependencies) -> AnyView {
        AnyView(CardFreezeScreenView(viewModel: CardFreezeScreenViewModel(dependencies: dependencies)))
    }
}
