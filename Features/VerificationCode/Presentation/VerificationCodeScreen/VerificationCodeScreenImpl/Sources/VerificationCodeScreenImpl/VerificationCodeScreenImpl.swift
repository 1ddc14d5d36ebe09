import VerificationCodeScreenAPI
import VerificationCodeUseCaseAPI
import Resolver
import TerminalUI

/// The VerificationCodeScreen: builds its view model over the VerificationCodeUseCase and its view.
public final class VerificationCodeScreenImpl: VerificationCodeScreenProtocol {
    private let useCase: any VerificationCodeUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(VerificationCodeUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` (the tests' path).
    public init(useCase: any VerificationCodeUseCaseProtocol) {
        self.useCase = useCase
    }

    @MainActor
    public func screen(dependencies: VerificationCodeScreenDependencies) -> AnyView {
        AnyView(VerificationCodeScreenView(viewModel: VerificationCodeScreenViewModel(dependencies: dependencies, useCase: useCase)))
    }
}
