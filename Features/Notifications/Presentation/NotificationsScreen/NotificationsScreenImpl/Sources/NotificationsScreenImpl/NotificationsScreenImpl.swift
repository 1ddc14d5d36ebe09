import NotificationManagerUseCaseAPI
import NotificationsScreenAPI
import Resolver
import TerminalUI

/// The NotificationsScreen: builds its view model over the NotificationManagerUseCase and its view, and refreshes.
public final class NotificationsScreenImpl: NotificationsScreenProtocol {
    private let useCase: any NotificationManagerUseCaseProtocol

    /// Resolves the use case from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(NotificationManagerUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` (the tests' path).
    public init(useCase: any NotificationManagerUseCaseProtocol) {
        self.useCase = useCase
    }

    @MainActor
    public func screen(dependencies: NotificationsScreenDependencies) -> AnyView {
        let viewModel = NotificationsScreenViewModel(dependencies: dependencies, useCase: useCase)
        Task { await viewModel.send(.refresh) }
        return AnyView(NotificationsScreenView(viewModel: viewModel))
    }
}
