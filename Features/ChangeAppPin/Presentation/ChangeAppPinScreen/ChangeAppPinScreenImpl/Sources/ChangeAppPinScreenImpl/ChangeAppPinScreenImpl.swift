import ChangeAppPinScreenAPI
import ChangeAppPinUseCaseAPI
import Resolver
import TerminalUI

/// The ChangeAppPinScreen: builds its view model over the ChangeAppPinUseCase and its view.
public final class ChangeAppPinScreenImpl: ChangeAppPinScreenProtocol {
    private let useCase: any ChangeAppPinUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(ChangeAppPinUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` (the tests' path).
    public init(useCase: any ChangeAppPinUseCaseProtocol) {
        self.useCase = useCase
    }

    @MainActor
    public func screen(dependencies: ChangeAppPinScreenDependencies) -> AnyView {
        let viewModel = ChangeAppPinScreenViewModel(dependencies: dependencies, useCase: useCase)
        Task { await viewModel.send(.load) }
        return AnyView(ChangeAppPinScreenView(viewModel: viewModel))
    }
}
