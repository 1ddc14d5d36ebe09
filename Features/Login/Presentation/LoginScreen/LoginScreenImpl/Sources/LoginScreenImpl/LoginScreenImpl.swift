import LoginScreenAPI
import LoginUseCaseAPI
import Resolver
import TerminalUI

/// The Login screen: builds its view model over the Login use case and its view. A new Login
/// screen (at launch, after a logout) starts blank; going back to the one shown (Esc on the code
/// screen) finds the address as typed.
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
        loginUseCase.clear()
        return AnyView(LoginScreenView(viewModel: LoginScreenViewModel(dependencies: dependencies, loginUseCase: loginUseCase)))
    }
}
