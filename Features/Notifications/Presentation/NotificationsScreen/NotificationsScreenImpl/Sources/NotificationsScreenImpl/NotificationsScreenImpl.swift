import NotificationManagerUseCaseAPI
import NotificationsScreenAPI
import Resolver
import SettingsUseCaseAPI
import TerminalUI

/// The NotificationsScreen: builds its view model over the NotificationManagerUseCase and its view, and refreshes.
public final class NotificationsScreenImpl: NotificationsScreenProtocol {
    private let useCase: any NotificationManagerUseCaseProtocol
    private let settings: any SettingsUseCaseProtocol

    /// Resolves the use case and the settings (hide balances) from the container (the registrar's path).
    public convenience init() {
        self.init(useCase: Resolver.resolve(NotificationManagerUseCaseProtocol.self), settings: Resolver.resolve(SettingsUseCaseProtocol.self))
    }

    /// Creates the screen over `useCase` and `settings` (the tests' path).
    public init(useCase: any NotificationManagerUseCaseProtocol, settings: any SettingsUseCaseProtocol) {
        self.useCase = useCase
        self.settings = settings
    }

    @MainActor
    public func screen(dependencies: NotificationsScreenDependencies) -> AnyView {
        let viewModel = NotificationsScreenViewModel(dependencies: dependencies, useCase: useCase, settings: settings)
        Task { await viewModel.send(.refresh) }
        return AnyView(NotificationsScreenView(viewModel: viewModel))
    }
}
