import TransactionDetailScreenAPI
import TransactionTabUseCaseAPI
import Resolver
import TerminalUI

/// The TransactionDetailScreen: builds its view model over the TransactionTabUseCase and its view.
public final class TransactionDetailScreenImpl: TransactionDetailScreenProtocol {
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
    public func screen(dependencies: TransactionDetailScreenDependencies) -> AnyView {
        let viewModel = TransactionDetailScreenViewModel(dependencies: dependencies, useCase: useCase)
        Task { await viewModel.send(.load) }
        return AnyView(TransactionDetailScreenView(viewModel: viewModel))
    }
}
