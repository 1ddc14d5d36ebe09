import LockScreenAPI
import LockUseCaseAPI
import Resolver
import TerminalUI

/// The LockScreen: builds its view model over the LockUseCase and its view.
public final class LockScreenImpl: LockScreenProtocol {
    private let useCase: any LockUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(LockUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` (the tests' path).
    public init(useCase: any LockUseCaseProtocol) {
        self.useCase = useCase
    }

    @MainActor
    public func screen(dependencies: LockScreenDependencies) -> AnyView {
        let viewModel = LockScreenViewModel(dependencies: dependencies, useCase: useCase)
        Task { await viewModel.send(.load) }
        return AnyView(LockScreenView(viewModel: viewModel))
    }
}
