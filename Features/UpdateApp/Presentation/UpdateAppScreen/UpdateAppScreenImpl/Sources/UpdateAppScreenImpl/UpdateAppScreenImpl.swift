import Resolver
import TerminalUI
import UpdateAppScreenAPI
import UpdateAppUseCaseAPI

/// The UpdateAppScreen: builds its view model over the UpdateAppUseCase and its view.
public final class UpdateAppScreenImpl: UpdateAppScreenProtocol {
    private let useCase: any UpdateAppUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(UpdateAppUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` (the tests' path).
    public init(useCase: any UpdateAppUseCaseProtocol) {
        self.useCase = useCase
    }

    @MainActor
    public func screen(dependencies: UpdateAppScreenDependencies) -> AnyView {
        AnyView(UpdateAppScreenView(viewModel: UpdateAppScreenViewModel(dependencies: dependencies, useCase: useCase)))
    }
}
