import Resolver
import SettingsScreenAPI
import SettingsUseCaseAPI
import TerminalUI

/// The SettingsScreen: builds its view model over the SettingsUseCase and its view.
public final class SettingsScreenImpl: SettingsScreenProtocol {
    private let useCase: any SettingsUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(SettingsUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` (the tests' path).
    public init(useCase: any SettingsUseCaseProtocol) {
        self.useCase = useCase
    }

    @MainActor
    public func screen(dependencies: SettingsScreenDependencies) -> AnyView {
        let viewModel = SettingsScreenViewModel(dependencies: dependencies, useCase: useCase)
        Task { await viewModel.send(.load) }
        return AnyView(SettingsScreenView(viewModel: viewModel))
    }
}
