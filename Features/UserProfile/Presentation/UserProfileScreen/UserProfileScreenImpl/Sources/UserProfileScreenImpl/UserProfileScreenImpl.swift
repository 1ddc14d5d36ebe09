import ImageCacheAPI
import Resolver
import TerminalUI
import UserProfileScreenAPI
import UserProfileUseCaseAPI

/// The UserProfileScreen: builds its view model over the UserProfileUseCase and the image cache,
/// and its view, and loads.
public final class UserProfileScreenImpl: UserProfileScreenProtocol {
    private let useCase: any UserProfileUseCaseProtocol
    private let imageCache: any ImageCacheProtocol

    /// Resolves the use case and the image cache from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(UserProfileUseCaseProtocol.self), imageCache: Resolver.resolve(ImageCacheProtocol.self))
    }

    /// Creates the screen over `useCase` and `imageCache` (the tests' path).
    public init(useCase: any UserProfileUseCaseProtocol, imageCache: any ImageCacheProtocol) {
        self.useCase = useCase
        self.imageCache = imageCache
    }

    @MainActor
    public func screen(dependencies: UserProfileScreenDependencies) -> AnyView {
        let viewModel = UserProfileScreenViewModel(dependencies: dependencies, useCase: useCase, imageCache: imageCache)
        Task { await viewModel.send(.load) }
        return AnyView(UserProfileScreenView(viewModel: viewModel))
    }
}
