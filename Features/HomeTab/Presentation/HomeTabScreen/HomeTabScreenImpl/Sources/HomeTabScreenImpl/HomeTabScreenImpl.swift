import AuthenticationFlowUseCaseAPI
import HomeTabScreenAPI
import HomeTabUseCaseAPI
import ImageCacheAPI
import SettingsUseCaseAPI
import Resolver
import TerminalUI

/// The HomeTabScreen: builds its view model over the HomeTabUseCase, the settings (hide
/// balances), the authentication flow (Log out) and the image cache, and its view.
public final class HomeTabScreenImpl: HomeTabScreenProtocol {
    private let useCase: any HomeTabUseCaseProtocol
    private let settings: any SettingsUseCaseProtocol
    private let authenticationFlow: any AuthenticationFlowUseCaseProtocol
    private let imageCache: any ImageCacheProtocol

    /// Resolves the use cases and the image cache from the container (the registrar's path).
    public convenience init() {
        self.init(
            useCase: Resolver.resolve(HomeTabUseCaseProtocol.self),
            settings: Resolver.resolve(SettingsUseCaseProtocol.self),
            authenticationFlow: Resolver.resolve(AuthenticationFlowUseCaseProtocol.self),
            imageCache: Resolver.resolve(ImageCacheProtocol.self)
        )
    }

    /// Creates the screen over `useCase`, `settings`, `authenticationFlow` and `imageCache` (the tests' path).
    public init(
        useCase: any HomeTabUseCaseProtocol,
        settings: any SettingsUseCaseProtocol,
        authenticationFlow: any AuthenticationFlowUseCaseProtocol,
        imageCache: any ImageCacheProtocol
    ) {
        self.useCase = useCase
        self.settings = settings
        self.authenticationFlow = authenticationFlow
        self.imageCache = imageCache
    }

    @MainActor
    public func screen(dependencies: HomeTabScreenDependencies) -> AnyView {
        let viewModel = HomeTabScreenViewModel(
            dependencies: dependencies, useCase: useCase, settings: settings, authenticationFlow: authenticationFlow, imageCache: imageCache,
            copyToClipboard: { TerminalClipboard.shared.copy($0) }
        )
        Task { await viewModel.send(.load) }
        return AnyView(HomeTabScreenView(viewModel: viewModel))
    }
}
