import CardsTabScreenAPI
import CardsTabUseCaseAPI
import Resolver
import TerminalUI

/// The CardsTabScreen: builds its view model over the CardsTabUseCase and its view, and loads.
public final class CardsTabScreenImpl: CardsTabScreenProtocol {
    private let useCase: any CardsTabUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(CardsTabUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` (the tests' path).
    public init(useCase: any CardsTabUseCaseProtocol) {
        self.useCase = useCase
    }

    @MainActor
    public func screen(dependencies: CardsTabScreenDependencies) -> AnyView {
        let viewModel = CardsTabScreenViewModel(dependencies: dependencies, useCase: useCase)
        Task { await viewModel.send(.load) }
        return AnyView(CardsTabScreenView(viewModel: viewModel))
    }
}
