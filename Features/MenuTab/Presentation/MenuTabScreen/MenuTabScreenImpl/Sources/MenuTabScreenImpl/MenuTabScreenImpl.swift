import AuthenticationFlowUseCaseAPI
import MenuTabScreenAPI
import NotificationManagerUseCaseAPI
import Resolver
import SettingsUseCaseAPI
import TerminalUI
import UpdateAppUseCaseAPI

/// The MenuTabScreen: builds its view model over the NotificationManagerUseCase (the unread count)
/// and the UpdateAppUseCase (the app's version), and its view.
public final class MenuTabScreenImpl: MenuTabScreenProtocol {
    private let notificationManager: any NotificationManagerUseCaseProtocol
    private let updateApp: any UpdateAppUseCaseProtocol
    private let authenticationFlow: any AuthenticationFlowUseCaseProtocol
    private let settings: any SettingsUseCaseProtocol

    /// Resolves the use cases from the container (the registrar's path).
    public convenience init() {
        self.init(
            notificationManager: Resolver.resolve(NotificationManagerUseCaseProtocol.self),
            updateApp: Resolver.resolve(UpdateAppUseCaseProtocol.self),
            authenticationFlow: Resolver.resolve(AuthenticationFlowUseCaseProtocol.self),
            settings: Resolver.resolve(SettingsUseCaseProtocol.self)
        )
    }

    /// Creates the screen over `notificationManager`, `updateApp`, `authenticationFlow` and
    /// `settings` (the language its entries are worded in) (the tests' path).
    public init(
        notificationManager: any NotificationManagerUseCaseProtocol,
        updateApp: any UpdateAppUseCaseProtocol,
        authenticationFlow: any AuthenticationFlowUseCaseProtocol,
        settings: any SettingsUseCaseProtocol
    ) {
        self.notificationManager = notificationManager
        self.updateApp = updateApp
        self.authenticationFlow = authenticationFlow
        self.settings = settings
    }

    @MainActor
    public func screen(dependencies: MenuTabScreenDependencies) -> AnyView {
        AnyView(MenuTabScreenView(viewModel: MenuTabScreenViewModel(
            dependencies: dependencies,
            notificationManager: notificationManager,
            updateApp: updateApp,
            authenticationFlow: authenticationFlow,
            settings: settings
        )))
    }
}
