import AuthenticationFlowUseCaseAPI
import VerificationCodeScreenAPI
import VerificationCodeUseCaseAPI
import Resolver
import TerminalUI

/// The VerificationCodeScreen: builds its view model over the VerificationCodeUseCase and its view.
public final class VerificationCodeScreenImpl: VerificationCodeScreenProtocol {
    private let useCase: any VerificationCodeUseCaseProtocol
    private let authenticationFlow: any AuthenticationFlowUseCaseProtocol

    /// Resolves the use cases from the container (the registrar's path).
    public convenience init() {
        self.init(
            useCase: Resolver.resolve(VerificationCodeUseCaseProtocol.self),
            authenticationFlow: Resolver.resolve(AuthenticationFlowUseCaseProtocol.self)
        )
    }

    /// Creates the screen over `useCase` and `authenticationFlow` (leaving the sign-up; the tests' path).
    public init(useCase: any VerificationCodeUseCaseProtocol, authenticationFlow: any AuthenticationFlowUseCaseProtocol) {
        self.useCase = useCase
        self.authenticationFlow = authenticationFlow
    }

    @MainActor
    public func screen(dependencies: VerificationCodeScreenDependencies) -> AnyView {
        AnyView(VerificationCodeScreenView(viewModel: VerificationCodeScreenViewModel(dependencies: dependencies, useCase: useCase, authenticationFlow: authenticationFlow)))
    }
}
