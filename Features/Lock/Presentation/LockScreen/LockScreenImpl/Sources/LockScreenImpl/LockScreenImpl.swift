import AuthenticationFlowUseCaseAPI
import LockScreenAPI
import LockUseCaseAPI
import Resolver
import TerminalUI

/// The LockScreen: builds its view model over the LockUseCase and its view.
public final class LockScreenImpl: LockScreenProtocol {
    private let useCase: any LockUseCaseProtocol
    private let authenticationFlow: any AuthenticationFlowUseCaseProtocol

    /// Resolves the use cases from the container (the registrar's path).
    public convenience init() {
        self.init(
            useCase: Resolver.resolve(LockUseCaseProtocol.self),
            authenticationFlow: Resolver.resolve(AuthenticationFlowUseCaseProtocol.self)
        )
    }

    /// Creates the screen over `useCase` and `authenticationFlow` (Log out; the tests' path).
    public init(useCase: any LockUseCaseProtocol, authenticationFlow: any AuthenticationFlowUseCaseProtocol) {
        self.useCase = useCase
        self.authenticationFlow = authenticationFlow
    }

    @MainActor
    public func screen(dependencies: LockScreenDependencies) -> AnyView {
        let viewModel = LockScreenViewModel(dependencies: dependencies, useCase: useCase, authenticationFlow: authenticationFlow)
        Task { await viewModel.send(.load) }
        return AnyView(LockScreenView(viewModel: viewModel))
    }
}
