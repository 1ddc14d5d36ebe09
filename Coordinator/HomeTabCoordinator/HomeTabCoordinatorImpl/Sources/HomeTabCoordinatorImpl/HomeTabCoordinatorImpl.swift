import AuthenticationFlowUseCaseAPI
import HomeTabCoordinatorAPI
import HomeTabScreenAPI
import MainTabBarCoordinatorAPI
import Resolver
import SUICoordinator
import TerminalUI

/// Runs the Home tab's flow (blueprint §4.6.4): the Home screen, whose Lock now goes to the
/// authentication flow and whose transactions open the Transactions tab.
@MainActor
public final class HomeTabCoordinatorImpl: Coordinator<HomeTabRoutes> {
    public override init() {
        super.init()
    }

    public override func start() async {
        @LazyInjected var homeTabScreen: HomeTabScreenProtocol
        await startFlow(route: .homeTabScreen(homeTabScreen.screen(dependencies: HomeTabScreenDependencies(coordinator: self))))
    }
}

// MARK: - HomeTabCoordinatorProtocol

extension HomeTabCoordinatorImpl: HomeTabCoordinatorProtocol {}

// MARK: - HomeTabScreenCoordinatorProtocol

extension HomeTabCoordinatorImpl: HomeTabScreenCoordinatorProtocol {
    public func lockNow() async {
        await authFlowUseCase.lock()
    }

    public func showTransactions(accountId: String?) async {
        // The tab bar that hosts this tab (shared scope: the one on screen) moves across tabs.
        await Resolver.resolve(MainTabBarCoordinatorProtocol.self).showTransactions(accountId: accountId)
    }

    /// The authentication flow (an application-wide use case, blueprint §5.3).
    private var authFlowUseCase: any AuthenticationFlowUseCaseProtocol {
        Resolver.resolve(AuthenticationFlowUseCaseProtocol.self)
    }
}
