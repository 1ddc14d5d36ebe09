import Resolver
import RequestMoneyScreenAPI

// MARK: - RequestMoneyScreenCoordinatorProtocol

extension MenuTabCoordinatorImpl: RequestMoneyScreenCoordinatorProtocol {
    /// Shows the RequestMoneyScreen: call it where the flow leads to it.
    public func showRequestMoneyScreen() async {
        @LazyInjected var screen: RequestMoneyScreenProtocol
        await router.navigate(toRoute: .requestMoneyScreen(screen.screen(dependencies: RequestMoneyScreenDependencies(coordinator: self))))
    }

    public func closeRequestMoneyScreen() async {
        await router.pop()
    }
}
