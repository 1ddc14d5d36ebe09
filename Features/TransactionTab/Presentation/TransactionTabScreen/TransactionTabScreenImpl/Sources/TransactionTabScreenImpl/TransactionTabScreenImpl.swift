import Resolver
import TerminalUI
import TransactionTabScreenAPI
import TransactionTabUseCaseAPI

/// The TransactionTabScreen: builds its view model over the TransactionTabUseCase and its view, and loads.
public final class TransactionTabScreenImpl: TransactionTabScreenProtocol {
    private let useCase: any TransactionTabUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(TransactionTabUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` (the tests' path).
    public init(useCase: any TransactionTabUseCaseProtocol) {
        self.useCase = useCase
    }

    @MainActor
    public func screen(dependencies: TransactionTabScreenDependencies) -> AnyView {
        let viewModel = TransactionTabScreenViewModel(dependencies: dependencies, useCase: useCase)
        Task { await viewModel.send(.load) }
        return AnyView(TransactionTabScreenView(viewModel: viewModel))
    }
}
