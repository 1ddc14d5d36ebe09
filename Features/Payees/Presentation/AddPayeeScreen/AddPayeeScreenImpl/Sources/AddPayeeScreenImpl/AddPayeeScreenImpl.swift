import AddPayeeScreenAPI
import PayeesUseCaseAPI
import Resolver
import TerminalUI

/// The AddPayeeScreen: builds its view model over the PayeesUseCase and its view.
public final class AddPayeeScreenImpl: AddPayeeScreenProtocol {
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
    public func screen(dependencies: AddPayeeScreenDependencies) -> AnyView {
        AnyView(AddPayeeScreenView(viewModel: AddPayeeScreenViewModel(dependencies: dependencies, useCase: useCase)))
    }
}
