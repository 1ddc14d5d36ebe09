import AuthenticationFlowUseCaseAPI
import MenuTabScreenAPI
import NotificationManagerUseCaseAPI
import Resolver
import TerminalUI
import UpdateAppUseCaseAPI

/// The MenuTabScreen: builds its view model over the NotificationManagerUseCase (the unread count)
/// and the UpdateAppUseCase (the app's version), and its view.
public final class MenuTabScreenImpl: MenuTabScreenProtocol {
    private let notificationManager: any NotificationManagerUseCaseProtocol
    private let updateApp: any UpdateAppUseCaseProtocol
    private let authenticationFlow: any AuthenticationFlowUseCaseProtocol

    /// Resolves the use cases from the container (the registrar's path).
    public convenience init() {
        self.init(
            notificationManager: Resolver.resolve(NotificationManagerUseCaseProtocol.self),
            updateApp: Resolver.resolve(UpdateAppUseCaseProtocol.self),
            authenticationFlow: Resolver.resolve(AuthenticationFlowUseCaseProtocol.self)
        )
    }

    /// Creates the screen over `notificationManager`, `updateApp` and `authenticationFlow` (the tests' path).
    public init(
        notificationManager: any NotificationManagerUseCaseProtocol,
        updateApp: any UpdateAppUseCaseProtocol,
        authenticationFlow: any AuthenticationFlowUseCaseProtocol
    ) {
        self.notificationManager = notificationManager
        self.updateApp = updateApp
        self.authenticationFlow = authenticationFlow
    }

    @MainActor
    public func screen(dependencies: MenuTabScreenDependencies) -> AnyView {
        AnyView(MenuTabScreenView(viewModel: MenuTabScreenViewModel(
            dependencies: dependencies,
            notificationManager: notificationManager,
            updateApp: updateApp,
            authenticationFlow: authenticationFlow
        )))
    }
}
