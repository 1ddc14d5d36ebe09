import Resolver
import SettingsUseCaseAPI
import TerminalUI
import TransactionTabScreenAPI
import TransactionTabUseCaseAPI

/// The TransactionTabScreen: builds its view model over the TransactionTabUseCase and its view, and loads.
public final class TransactionTabScreenImpl: TransactionTabScreenProtocol {
    private let useCase: any TransactionTabUseCaseProtocol
    private let settings: any SettingsUseCaseProtocol

    /// Resolves the use case and the settings (hide balances) from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(TransactionTabUseCaseProtocol.self), settings: Resolver.resolve(SettingsUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` and `settings` (the tests' path).
    public init(useCase: any TransactionTabUseCaseProtocol, settings: any SettingsUseCaseProtocol) {
        self.useCase = useCase
        self.settings = settings
    }

    @MainActor
    public func screen(dependencies: TransactionTabScreenDependencies) -> AnyView {
        let viewModel = TransactionTabScreenViewModel(dependencies: dependencies, useCase: useCase, settings: settings)
        Task { await viewModel.send(.load) }
        return AnyView(TransactionTabScreenView(viewModel: viewModel))
    }
}
