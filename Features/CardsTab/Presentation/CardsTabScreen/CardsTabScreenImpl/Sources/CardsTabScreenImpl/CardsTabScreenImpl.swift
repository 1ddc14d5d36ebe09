import CardsTabScreenAPI
import TerminalUI

/// The CardsTabScreen: builds its view model over the use case its coordinator hands it, and its view, and loads.
public final class CardsTabScreenImpl: CardsTabScreenProtocol {
    /// Creates the screen (the registrar's path).
    public init() {}

    @MainActor
    public func screen(dependencies: CardsTabScreenDependencies) -> AnyView {
        let viewModel = CardsTabScreenViewModel(dependencies: dependencies)
        Task { await viewModel.send(.load) }
        return AnyView(CardsTabScreenView(viewModel: viewModel))
    }
}
