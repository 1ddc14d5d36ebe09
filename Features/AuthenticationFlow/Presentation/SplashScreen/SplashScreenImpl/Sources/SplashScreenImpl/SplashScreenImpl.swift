import SplashScreenAPI
import AuthenticationFlowUseCaseAPI
import Resolver
import TerminalUI

/// The SplashScreen: builds its view model over the AuthenticationFlowUseCase and its view, and
/// starts the flow as it appears.
public final class SplashScreenImpl: SplashScreenProtocol {
    private let useCase: any AuthenticationFlowUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(AuthenticationFlowUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` (the tests' path).
    public init(useCase: any AuthenticationFlowUseCaseProtocol) {
        self.useCase = useCase
    }

    @MainActor
    public func screen(dependencies: SplashScreenDependencies) -> AnyView {
        let viewModel = SplashScreenViewModel(useCase: useCase)
        Task { await viewModel.send(.start) }
        return AnyView(SplashScreenView(viewModel: viewModel))
    }
}
