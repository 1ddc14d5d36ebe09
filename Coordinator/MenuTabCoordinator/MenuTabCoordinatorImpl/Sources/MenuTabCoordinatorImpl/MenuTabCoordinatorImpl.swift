import AddPayeeScreenAPI
import AuthenticationFlowUseCaseAPI
import ChangeAppPinScreenAPI
import MainAppCoordinatorAPI
import MainTabBarCoordinatorAPI
import MenuTabCoordinatorAPI
import MenuTabScreenAPI
import NotificationsScreenAPI
import PayeesScreenAPI
import Resolver
import SettingsScreenAPI
import SUICoordinator
import TerminalUI
import UserProfileScreenAPI

/// Runs the Menu tab's flow (blueprint §4.6.4): the menu, and from it the profile, payees (adding
/// one in a sheet), notifications, Change PIN and Settings; paying a payee or a favourite moves
/// to the Transfer tab, and a PIN lockout goes to the authentication flow.
@MainActor
public final class MenuTabCoordinatorImpl: Coordinator<MenuTabRoutes> {
    public override init() {
        super.init()
    }

    public override func start() async {
        @LazyInjected var menuTabScreen: MenuTabScreenProtocol
        await startFlow(route: .menuTabScreen(menuTabScreen.screen(dependencies: MenuTabScreenDependencies(coordinator: self))))
    }

    /// The authentication flow (an application-wide use case, blueprint §5.3).
    private var authFlowUseCase: any AuthenticationFlowUseCaseProtocol {
        Resolver.resolve(AuthenticationFlowUseCaseProtocol.self)
    }

    /// Moves to the Transfer tab with a new transfer to `payeeId`, leaving this tab on its menu.
    private func transfer(toPayeeId payeeId: String) async {
        await router.popToRoot(animated: false)
        await Resolver.resolve(MainTabBarCoordinatorProtocol.self).showTransfer(toPayeeId: payeeId)
    }
}

// MARK: - MenuTabCoordinatorProtocol

extension MenuTabCoordinatorImpl: MenuTabCoordinatorProtocol {}

// MARK: - MenuTabScreenCoordinatorProtocol

extension MenuTabCoordinatorImpl: MenuTabScreenCoordinatorProtocol {
    public func showUserProfileScreen() async {
        @LazyInjected var screen: UserProfileScreenProtocol
        await router.navigate(toRoute: .userProfileScreen(screen.screen(dependencies: UserProfileScreenDependencies(coordinator: self))))
    }

    public func showPayeesScreen() async {
        @LazyInjected var screen: PayeesScreenProtocol
        await router.navigate(toRoute: .payeesScreen(screen.screen(dependencies: PayeesScreenDependencies(coordinator: self))))
    }

    public func showNotificationsScreen() async {
        @LazyInjected var screen: NotificationsScreenProtocol
        await router.navigate(toRoute: .notificationsScreen(screen.screen(dependencies: NotificationsScreenDependencies(coordinator: self))))
    }

    public func showChangeAppPinScreen() async {
        @LazyInjected var screen: ChangeAppPinScreenProtocol
        await router.navigate(toRoute: .changeAppPinScreen(screen.screen(dependencies: ChangeAppPinScreenDependencies(coordinator: self))))
    }

    public func showSettingsScreen() async {
        @LazyInjected var screen: SettingsScreenProtocol
        await router.navigate(toRoute: .settingsScreen(screen.screen(dependencies: SettingsScreenDependencies(coordinator: self))))
    }
}

// MARK: - UserProfileScreenCoordinatorProtocol

extension MenuTabCoordinatorImpl: UserProfileScreenCoordinatorProtocol {
    public func startTransfer(toPayeeId payeeId: String) async {
        await transfer(toPayeeId: payeeId)
    }

    public func closeUserProfileScreen() async {
        await router.pop()
    }
}

// MARK: - PayeesScreenCoordinatorProtocol

extension MenuTabCoordinatorImpl: PayeesScreenCoordinatorProtocol {
    public func showAddPayeeScreen() async {
        @LazyInjected var screen: AddPayeeScreenProtocol
        await router.navigate(toRoute: .addPayeeScreen(screen.screen(dependencies: AddPayeeScreenDependencies(coordinator: self))))
    }

    public func closePayeesScreen() async {
        await router.pop()
    }
}

// MARK: - AddPayeeScreenCoordinatorProtocol

extension MenuTabCoordinatorImpl: AddPayeeScreenCoordinatorProtocol {
    public func closeAddPayeeScreen() async {
        await router.dismiss()
    }
}

// MARK: - NotificationsScreenCoordinatorProtocol

extension MenuTabCoordinatorImpl: NotificationsScreenCoordinatorProtocol {
    public func closeNotificationsScreen() async {
        await router.pop()
    }

    public func open(link: String) async {
        // The root coordinator routes links (000 §4.6); the gateway's links are well formed, and
        // one naming something that is not the user's is said so by the screen it opens.
        _ = await Resolver.resolve(MainAppCoordinatorProtocol.self).open(link: link)
    }
}

// MARK: - ChangeAppPinScreenCoordinatorProtocol

extension MenuTabCoordinatorImpl: ChangeAppPinScreenCoordinatorProtocol {
    public func closeChangeAppPinScreen() async {
        await router.pop()
    }

    public func lockApp() async {
        await router.popToRoot(animated: false)
        await authFlowUseCase.lock()
    }
}

// MARK: - SettingsScreenCoordinatorProtocol

extension MenuTabCoordinatorImpl: SettingsScreenCoordinatorProtocol {
    public func closeSettingsScreen() async {
        await router.pop()
    }
}
