import CardFreezeScreenAPI
import CardsTabUseCaseAPI
import Resolver
import TerminalUI

/// The CardFreezeScreen: builds its view model over the CardsTabUseCase and its view.
public final class CardFreezeScreenImpl: CardFreezeScreenProtocol {
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
    public func screen(dependencies: CardFreezeScreenDependencies) -> AnyView {
        AnyView(CardFreezeScreenView(viewModel: CardFreezeScreenViewModel(dependencies: dependencies, useCase: useCase)))
    }
}
