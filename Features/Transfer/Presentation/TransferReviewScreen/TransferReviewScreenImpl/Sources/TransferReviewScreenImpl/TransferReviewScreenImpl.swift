import TransferReviewScreenAPI
import TransferUseCaseAPI
import Resolver
import TerminalUI

/// The TransferReviewScreen: builds its view model over the TransferUseCase and its view.
public final class TransferReviewScreenImpl: TransferReviewScreenProtocol {
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
    public func screen(dependencies: TransferReviewScreenDependencies) -> AnyView {
        AnyView(TransferReviewScreenView(viewModel: TransferReviewScreenViewModel(dependencies: dependencies, useCase: useCase)))
    }
}
