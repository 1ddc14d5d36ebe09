import LoginScreenAPI
import LoginUseCaseAPI
import Resolver
import TerminalUI

/// The Login screen: builds its view model over the Login use case and its view.
public final class LoginScreenImpl: LoginScreenProtocol {
    private let loginUseCase: any LoginUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(loginUseCase: Resolver.resolve(LoginUseCaseProtocol.self))
    }

    /// Creates the screen over `loginUseCase` (the tests' path).
    public init(loginUseCase: any LoginUseCaseProtocol) {
        self.loginUseCase = loginUseCase
    }

    @MainActor
    public func screen(dependencies: LoginScreenDependencies) -> AnyView {
        AnyView(LoginScreenView(viewModel: LoginScreenViewModel(dependencies: dependencies, loginUseCase: loginUseCase)))
    }
}
