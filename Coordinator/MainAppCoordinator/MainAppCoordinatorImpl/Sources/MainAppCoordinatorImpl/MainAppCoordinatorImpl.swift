import AuthenticationFlowUseCaseAPI
import DeepLinkUseCaseAPI
import FirstAppCoordinatorAPI
import LiveEventsUseCaseAPI
import LockScreenAPI
import MainAppCoordinatorAPI
import MainTabBarCoordinatorAPI
import MoneyText
import NotificationManagerUseCaseAPI
import Reactive
import Resolver
import SplashScreenAPI
import SUICoordinator
import TerminalUI
import UpdateAppScreenAPI
import UpdateAppUseCaseAPI

/// The app's root coordinator (blueprint §4.6.9, §4.6.12 Pattern 1): shows the splash while
/// the authentication flow reads the device, then follows the flow's states. Signed out, it
/// shows a fresh signed-out flow; authenticated, the signed-in flow; locked after inactivity,
/// the Lock screen over the signed-in flow. Leaving the signed-in flow finishes it, so no
/// screen of the old session survives a logout. It checks for an update at launch and follows
/// every check (the Menu's too): a version below the minimum supported is covered by a blocking
/// screen, one below the latest is offered in a sheet once the user is signed in. While the
/// session is open the event stream is kept open and the notifications are loaded: refreshed
/// when the stream says they changed, polled only while it is down.
@MainActor
public final class MainAppCoordinatorImpl: Coordinator<MainAppRoutes> {
    /// Which flow is on screen.
    private enum Shown {
        case splash, signedOut, signedIn, updateRequired
    }

    @LazyInjected private var updateAppUseCase: any UpdateAppUseCaseProtocol
    @LazyInjected private var notificationManagerUseCase: any NotificationManagerUseCaseProtocol
    @LazyInjected private var liveEventsUseCase: any LiveEventsUseCaseProtocol
    @LazyInjected private var deepLinkUseCase: any DeepLinkUseCaseProtocol

    private var shown = Shown.splash
    /// Whether the Lock screen covers the signed-in flow.
    private var isLocked = false
    /// The signed-in flow's tab bar, while it is shown.
    private weak var tabBar: (any MainTabBarCoordinatorProtocol)?
    /// A link that arrived while signed out or locked, opened after sign-in or unlock.
    private var pendingLink: DeepLinkUseCaseNameSpace.Route?
    /// Whether a newer version is waiting to be offered once the user is signed in.
    private var offersUpdate = false
    private var cancellables: Set<AnyCancellable> = []

    public override init() {
        super.init()
    }

    public override func start() async {
        @LazyInjected var splashScreen: SplashScreenProtocol
        await startFlow(route: .splashScreen(splashScreen.screen(dependencies: SplashScreenDependencies(coordinator: self))))
        let (states, continuation) = AsyncStream.makeStream(of: AuthenticationFlowUseCaseNameSpace.States.self)
        authFlowUseCase.statePublisher
            .removeDuplicates()
            .sink { continuation.yield($0) }
            .store(in: &cancellables)
        followLiveEvents()
        let (checks, checked) = AsyncStream.makeStream(of: UpdateAppUseCaseNameSpace.States.self)
        updateAppUseCase.statePublisher
            .removeDuplicates()
            .sink { checked.yield($0) }
            .store(in: &cancellables)
        // One task follows the states one at a time, in order; the update checks likewise.
        Task { [weak self] in
            for await state in states {
                await self?.show(state)
            }
        }
        Task { [weak self] in
            for await check in checks {
                await self?.follow(check)
            }
        }
        // A failed check leaves the app usable.
        Task { [updateAppUseCase] in await updateAppUseCase.check() }
    }

    /// Polls the notifications only while the event stream is down, and reloads them when it
    /// says they changed.
    func followLiveEvents() {
        let notifications = notificationManagerUseCase
        liveEventsUseCase.statePublisher
            .removeDuplicates()
            .sink { state in notifications.setLiveUpdates(state == .live) }
            .store(in: &cancellables)
        liveEventsUseCase.eventsPublisher
            .sink { event in
                guard case .notificationsChanged = event else { return }
                Task { await notifications.refresh() }
            }
            .store(in: &cancellables)
    }

    /// Shows what an update check found.
    func follow(_ check: UpdateAppUseCaseNameSpace.States) async {
        guard case .loaded(let status) = check, shown != .updateRequired else { return }
        switch status {
        case .updateRequired:
            await leaveCurrentFlow()
            shown = .updateRequired
            notificationManagerUseCase.stop()
            liveEventsUseCase.stop()
            await presentUpdateScreen(as: MainAppRoutes.updateRequiredScreen)
        case .updateAvailable:
            offersUpdate = true
            if shown == .signedIn { await offerUpdate() }
        case .upToDate:
            break
        }
    }

    /// Shows what `state` calls for.
    func show(_ state: AuthenticationFlowUseCaseNameSpace.States) async {
        guard shown != .updateRequired else { return }
        if case .authenticated = state {
            notificationManagerUseCase.start()
            liveEventsUseCase.start()
        } else {
            notificationManagerUseCase.stop()
            liveEventsUseCase.stop()
        }
        switch state {
        case .splash:
            break
        case .login, .verificationCode, .pinCode(_, firstLaunch: true):
            if shown != .signedOut { await showSignedOutFlow() }
        case .pinCode(let email, firstLaunch: false):
            if shown == .signedIn {
                isLocked = true
                await presentLockScreen(email: email)
            } else if shown != .signedOut {
                await showSignedOutFlow()
            }
        case .authenticated:
            if shown == .signedIn {
                await router.dismiss()
            } else {
                await showSignedInFlow()
            }
            isLocked = false
            if let route = pendingLink {
                pendingLink = nil
                await follow(route)
            }
        }
    }

    /// Shows where `route` leads, in its tab.
    private func follow(_ route: DeepLinkUseCaseNameSpace.Route) async {
        switch route {
        case .pay(let request):
            await tabBar?.showTransfer(toIban: request.iban, name: request.name, amount: request.amount, reference: request.reference)
        case .card(let id):
            await tabBar?.showCard(id: id)
        case .transaction(let id):
            await tabBar?.showTransaction(id: id)
        }
    }

    /// Replaces whatever flow is shown with a fresh signed-out flow, which starts where the authentication flow is.
    private func showSignedOutFlow() async {
        await leaveCurrentFlow()
        shown = .signedOut
        @Injected var firstAppCoordinator: any FirstAppCoordinatorProtocol
        await navigate(to: firstAppCoordinator, presentationStyle: .push)
    }

    /// Replaces whatever flow is shown with the signed-in flow.
    private func showSignedInFlow() async {
        await leaveCurrentFlow()
        shown = .signedIn
        @Injected var mainTabBarCoordinator: any MainTabBarCoordinatorProtocol
        tabBar = mainTabBarCoordinator
        await navigate(to: mainTabBarCoordinator, presentationStyle: .push)
        if offersUpdate { await offerUpdate() }
    }

    /// Offers the newer version in a sheet over the tabs, once per launch.
    private func offerUpdate() async {
        offersUpdate = false
        await presentUpdateScreen(as: MainAppRoutes.updateAvailableScreen)
    }

    /// Presents the update screen in the route `route` makes of it.
    private func presentUpdateScreen(as route: (AnyView) -> MainAppRoutes) async {
        @LazyInjected var updateAppScreen: UpdateAppScreenProtocol
        await router.navigate(toRoute: route(updateAppScreen.screen(dependencies: UpdateAppScreenDependencies(coordinator: self))))
    }

    /// Covers the signed-in flow with the Lock screen for `email`.
    private func presentLockScreen(email: String) async {
        @LazyInjected var lockScreen: LockScreenProtocol
        let view = lockScreen.screen(dependencies: LockScreenDependencies(coordinator: self, email: email, firstLaunch: false))
        await router.navigate(toRoute: .lockScreen(view))
    }

    /// Finishes the child flows and closes the Lock screen and any sheet, releasing every screen they showed.
    private func leaveCurrentFlow() async {
        for child in children.reversed() {
            await child.finishFlow(animated: false)
        }
        await router.restart()
    }

    /// The authentication flow (an application-wide use case, blueprint §5.3).
    private var authFlowUseCase: any AuthenticationFlowUseCaseProtocol {
        Resolver.resolve(AuthenticationFlowUseCaseProtocol.self)
    }
}

// MARK: - MainAppCoordinatorProtocol

extension MainAppCoordinatorImpl: MainAppCoordinatorProtocol {
    public func userDidInteract() {
        authFlowUseCase.userDidInteract()
    }

    public func open(link: String) async -> DeepLinkOutcome {
        let route: DeepLinkUseCaseNameSpace.Route
        do {
            route = try deepLinkUseCase.route(for: link)
        } catch {
            return .refused(reason: Self.reason(error))
        }
        guard shown == .signedIn, !isLocked else {
            pendingLink = route
            return .waitingForSignIn
        }
        await follow(route)
        return .opened
    }

    /// Why a link was refused, for the person who opened it.
    private static func reason(_ error: DeepLinkUseCaseNameSpace.Errors) -> String {
        switch error {
        case .notAPayRedLink: Strings.MainAppCoordinator.Link.notAPayRedLink
        case .tooLong(let maximum): Strings.MainAppCoordinator.Link.tooLong(maximum)
        case .unknownPlace: Strings.MainAppCoordinator.Link.unknownPlace
        case .missingIBAN: Strings.MainAppCoordinator.Link.missingIBAN
        case .invalidIBAN: Strings.MainAppCoordinator.Link.invalidIBAN
        case .invalidAmount(let maximum):
            Strings.MainAppCoordinator.Link.invalidAmount(MoneyText.text(maximum, currency: "EUR", masked: false))
        case .unexpectedField(let name): Strings.MainAppCoordinator.Link.unexpectedField(name)
        case .unsupportedCurrency(let code): Strings.MainAppCoordinator.Link.unsupportedCurrency(code)
        case .invalidID: Strings.MainAppCoordinator.Link.invalidID
        }
    }
}

// MARK: - SplashScreenCoordinatorProtocol

extension MainAppCoordinatorImpl: SplashScreenCoordinatorProtocol {}

// MARK: - LockScreenCoordinatorProtocol

extension MainAppCoordinatorImpl: LockScreenCoordinatorProtocol {
    public func backToLogin() async {
        // Nothing to do: the forgotten session moved the authentication flow to Login, which `show` follows.
    }
}

// MARK: - UpdateAppScreenCoordinatorProtocol

extension MainAppCoordinatorImpl: UpdateAppScreenCoordinatorProtocol {
    public func closeUpdateAppScreen() async {
        // Only the offer can be closed; a required update stays until the app is replaced.
        guard shown != .updateRequired else { return }
        await router.dismiss()
    }
}
