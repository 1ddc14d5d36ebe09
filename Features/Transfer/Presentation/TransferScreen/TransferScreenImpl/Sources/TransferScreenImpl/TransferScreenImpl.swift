import Resolver
import TerminalUI
import TransferScreenAPI
import TransferUseCaseAPI

/// The TransferScreen: builds its view model over the TransferUseCase and its view, and starts a
/// new form (to the dependencies' payee, if any) as it appears.
public final class TransferScreenImpl: TransferScreenProtocol {
    private let useCase: any TransferUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(TransferUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` (the tests' path).
    public init(useCase: any TransferUseCaseProtocol) {
        self.useCase = useCase
    }

    @MainActor
    public func screen(dependencies: TransferScreenDependencies) -> AnyView {
        let viewModel = TransferScreenViewModel(dependencies: dependencies, useCase: useCase)
        Task { await viewModel.send(.appear) }
        return AnyView(TransferScreenView(viewModel: viewModel))
    }
}
