import FirstAppCoordinatorAPI
import MainAppCoordinatorAPI
import Resolver
import SUICoordinator

/// The app's root coordinator (blueprint §4.6.9): starts the signed-out flow.
@MainActor
public final class MainAppCoordinatorImpl: Coordinator<MainAppRoutes> {
    public override init() {
        super.init()
    }

    public override func start() async {
        @Injected var firstAppCoordinator: any FirstAppCoordinatorProtocol
        await navigate(to: firstAppCoordinator, presentationStyle: .push, animated: true)
    }
}

// MARK: - MainAppCoordinatorProtocol

extension MainAppCoordinatorImpl: MainAppCoordinatorProtocol {}
