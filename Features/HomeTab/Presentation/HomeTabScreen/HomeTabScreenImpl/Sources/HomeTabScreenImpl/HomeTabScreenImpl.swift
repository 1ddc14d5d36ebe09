import HomeTabScreenAPI
import HomeTabUseCaseAPI
import Resolver
import TerminalUI

/// The HomeTabScreen: builds its view model over the HomeTabUseCase and its view.
public final class HomeTabScreenImpl: HomeTabScreenProtocol {
    private let useCase: any HomeTabUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(HomeTabUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` (the tests' path).
    public init(useCase: any HomeTabUseCaseProtocol) {
        self.useCase = useCase
    }

    @MainActor
    public func screen(dependencies: HomeTabScreenDependencies) -> AnyView {
        let viewModel = HomeTabScreenViewModel(dependencies: dependencies, useCase: useCase)
        Task { await viewModel.send(.load) }
        return AnyView(HomeTabScreenView(viewModel: viewModel))
    }
}
