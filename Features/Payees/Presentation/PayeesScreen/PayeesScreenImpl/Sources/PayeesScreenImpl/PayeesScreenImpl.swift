import PayeesScreenAPI
import PayeesUseCaseAPI
import Resolver
import TerminalUI

/// The PayeesScreen: builds its view model over the PayeesUseCase and its view, and loads.
public final class PayeesScreenImpl: PayeesScreenProtocol {
    private let useCase: any PayeesUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(PayeesUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` (the tests' path).
    public init(useCase: any PayeesUseCaseProtocol) {
        self.useCase = useCase
    }

    @MainActor
    public func screen(dependencies: PayeesScreenDependencies) -> AnyView {
        let viewModel = PayeesScreenViewModel(dependencies: dependencies, useCase: useCase)
        Task { await viewModel.send(.load) }
        return AnyView(PayeesScreenView(viewModel: viewModel))
    }
}
