import CardsTabScreenAPI
import Resolver
import SettingsUseCaseAPI
import TerminalUI

/// The CardsTabScreen: builds its view model over the use case its coordinator hands it and the
/// settings (the language its list is worded in), and its view, and loads.
public final class CardsTabScreenImpl: CardsTabScreenProtocol {
    private let settings: any SettingsUseCaseProtocol

    /// Resolves the settings from the container (the registrar's path).
    public convenience init() {
        self.init(settings: Resolver.resolve(SettingsUseCaseProtocol.self))
    }

    /// Creates the screen over `settings` (the tests' path).
    public init(settings: any SettingsUseCaseProtocol) {
        self.settings = settings
    }

    @MainActor
    public func screen(dependencies: CardsTabScreenDependencies) -> AnyView {
        let viewModel = CardsTabScreenViewModel(dependencies: dependencies, settings: settings)
        Task { await viewModel.send(.load) }
        return AnyView(CardsTabScreenView(viewModel: viewModel))
    }
}
