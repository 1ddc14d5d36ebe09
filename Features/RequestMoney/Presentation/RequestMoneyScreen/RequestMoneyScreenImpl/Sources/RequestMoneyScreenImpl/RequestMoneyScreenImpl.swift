import RequestMoneyScreenAPI
import RequestMoneyUseCaseAPI
import Resolver
import TerminalUI

/// The RequestMoneyScreen: builds its view model over the RequestMoneyUseCase and its view, and starts loading.
public final class RequestMoneyScreenImpl: RequestMoneyScreenProtocol {
    private let useCase: any RequestMoneyUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(RequestMoneyUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` (the tests' path).
    public init(useCase: any RequestMoneyUseCaseProtocol) {
        self.useCase = useCase
    }

    @MainActor
    public func screen(dependencies: RequestMoneyScreenDependencies) -> AnyView {
        let viewModel = RequestMoneyScreenViewModel(dependencies: dependencies, useCase: useCase)
        Task { await viewModel.send(.load) }
        return AnyView(RequestMoneyScreenView(viewModel: viewModel))
    }
}
