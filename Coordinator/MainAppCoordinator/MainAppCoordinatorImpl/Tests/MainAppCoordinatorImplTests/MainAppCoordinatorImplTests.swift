import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseAPITestDoubles
import DeepLinkUseCaseAPI
import DeepLinkUseCaseAPITestDoubles
import FirstAppCoordinatorAPI
import FirstAppCoordinatorAPITestDoubles
import MainTabBarCoordinatorAPI
import MainTabBarCoordinatorAPITestDoubles
import LiveEventsUseCaseAPI
import LiveEventsUseCaseAPITestDoubles
import Localization
import LockScreenAPI
import LockScreenAPITestDoubles
@testable import MainAppCoordinatorImpl
import NotificationManagerUseCaseAPI
import NotificationManagerUseCaseAPITestDoubles
import Resolver
import SplashScreenAPI
import SplashScreenAPITestDoubles
import SUICoordinator
import TerminalUI
import TestSupport
import UpdateAppScreenAPI
import UpdateAppScreenAPITestDoubles
import UpdateAppUseCaseAPI
import UpdateAppUseCaseAPITestDoubles
import XCTest

/// The root follows the authentication flow: splash, signed-out flow, signed-in flow, the Lock
/// screen over it, and a fresh signed-out flow after logout; the update prompts, and polling the
/// notifications only while the session is open.
@MainActor
final class MainAppCoordinatorImplTests: SerialExecutorTestCase {
    private var authFlow: AuthenticationFlowUseCaseStub!
    private var lockScreen: LockScreenStub!
    private var updateApp: UpdateAppUseCaseStub!
    private var notifications: NotificationManagerUseCaseStub!
    private var liveEvents: LiveEventsUseCaseStub!
    private var deepLinks: DeepLinkUseCaseStub!
    /// Every signed-out and signed-in flow the root resolved, oldest first.
    private var firstApps: [FirstAppCoordinatorStub] = []
    private var tabBars: [MainTabBarCoordinatorStub] = []
    private var sut: MainAppCoordinatorImpl!

    override func setUp() async throws {
        authFlow = AuthenticationFlowUseCaseStub()
        authFlow.logoutResult = .success(.init(revokedAtGateway: true))
        lockScreen = LockScreenStub()
        lockScreen.screenResult = AnyView(Text("Lock screen stub"))
        let splash = SplashScreenStub()
        splash.screenResult = AnyView(Text("Splash stub"))
        firstApps = []
        tabBars = []
        updateApp = UpdateAppUseCaseStub()
        updateApp.onCheck = {}
        notifications = NotificationManagerUseCaseStub()
        liveEvents = LiveEventsUseCaseStub()
        deepLinks = DeepLinkUseCaseStub()
        let updateScreen = UpdateAppScreenStub()
        updateScreen.screenResult = AnyView(Text("Update stub"))
        Resolver.root = Resolver()
        Resolver.root.register(UpdateAppUseCaseProtocol.self) { [updateApp] in updateApp! }
        Resolver.root.register(NotificationManagerUseCaseProtocol.self) { [notifications] in notifications! }
        Resolver.root.register(LiveEventsUseCaseProtocol.self) { [liveEvents] in liveEvents! }
        Resolver.root.register(DeepLinkUseCaseProtocol.self) { [deepLinks] in deepLinks! }
        Resolver.root.register(UpdateAppScreenProtocol.self) { updateScreen }
        Resolver.root.register(AuthenticationFlowUseCaseProtocol.self) { [authFlow] in authFlow! }
        Resolver.root.register(SplashScreenProtocol.self) { splash }
        Resolver.root.register(LockScreenProtocol.self) { [lockScreen] in lockScreen! }
        Resolver.root.register(FirstAppCoordinatorProtocol.self) { @MainActor [unowned self] in
            let flow = FirstAppCoordinatorStub()
            firstApps.append(flow)
            return flow
        }
        Resolver.root.register(MainTabBarCoordinatorProtocol.self) { @MainActor [unowned self] in
            let flow = MainTabBarCoordinatorStub()
            tabBars.append(flow)
            return flow
        }
        sut = MainAppCoordinatorImpl()
        await sut.start()
    }

    override func tearDown() async throws {
        Resolver.root = .main
    }

    /// Sends `state` and waits until the root has followed it.
    private func flow(to state: AuthenticationFlowUseCaseNameSpace.States, until done: () -> Bool) async {
        authFlow.statePublisherSubject.send(state)
        _ = await waitUntil { done() }
        XCTAssertTrue(done(), "the root did not follow \(state)")
    }

    func testTheSplashShowsUntilTheFlowKnowsWhereToGo() {
        XCTAssertTrue(sut.children.isEmpty)
        XCTAssertTrue(sut.router.mainView != nil)
    }

    func testSignedOutStatesShowOneSignedOutFlow() async {
        await flow(to: .login) { firstApps.count == 1 }
        await flow(to: .verificationCode(email: "new@payred.app")) { true }
        await flow(to: .pinCode(email: "new@payred.app", firstLaunch: true)) { true }
        XCTAssertEqual(firstApps.count, 1)
        XCTAssertTrue(sut.children.last === firstApps.first)
    }

    func testAuthenticatedReplacesTheSignedOutFlowWithTheSignedInFlow() async {
        await flow(to: .login) { firstApps.count == 1 }
        await flow(to: .authenticated(email: "ada@payred.app")) { tabBars.count == 1 }
        XCTAssertEqual(sut.children.count, 1)
        XCTAssertTrue(sut.children.first === tabBars.first)
        XCTAssertNil(firstApps.first?.parent)
    }

    func testInactivityCoversTheSignedInFlowWithTheLockScreenAndUnlockingRemovesIt() async {
        await flow(to: .authenticated(email: "ada@payred.app")) { tabBars.count == 1 }
        await flow(to: .pinCode(email: "ada@payred.app", firstLaunch: false)) { sut.router.sheetItems.count == 1 }
        XCTAssertEqual(lockScreen.screenReceivedArguments.first?.email, "ada@payred.app")
        XCTAssertEqual(lockScreen.screenReceivedArguments.first?.firstLaunch, false)
        let screen = ViewHost(size: .init(columns: 80, rows: 24)) { [sut] in sut!.visibleBody as! AnyView }.render().plainText
        XCTAssertTrue(screen.contains("Lock screen stub"))

        await flow(to: .authenticated(email: "ada@payred.app")) { sut.router.sheetItems.isEmpty }
        XCTAssertEqual(tabBars.count, 1)
        XCTAssertTrue(sut.children.first === tabBars.first)
    }

    func testLogoutFinishesTheSignedInFlowAndStartsAFreshSignedOutFlow() async {
        await flow(to: .login) { firstApps.count == 1 }
        await flow(to: .authenticated(email: "ada@payred.app")) { tabBars.count == 1 }
        await flow(to: .login) { firstApps.count == 2 }
        XCTAssertNil(tabBars.first?.parent)
        XCTAssertEqual(sut.children.count, 1)
        XCTAssertTrue(sut.children.first === firstApps.last)
        XCTAssertFalse(firstApps.first === firstApps.last)
    }

    func testAStoredSessionAtLaunchOpensTheSignedOutFlowAtThePin() async {
        await flow(to: .pinCode(email: "ada@payred.app", firstLaunch: false)) { firstApps.count == 1 }
        XCTAssertTrue(sut.router.sheetItems.isEmpty)
    }

    func testNotificationsAndTheEventStreamRunOnlyWhileTheSessionIsOpen() async {
        await flow(to: .authenticated(email: "ada@payred.app")) { tabBars.count == 1 }
        XCTAssertEqual(notifications.startCallCount, 1)
        XCTAssertEqual(liveEvents.startCallCount, 1)
        await flow(to: .pinCode(email: "ada@payred.app", firstLaunch: false)) { sut.router.sheetItems.count == 1 }
        XCTAssertEqual(notifications.stopCallCount, 1)
        XCTAssertEqual(liveEvents.stopCallCount, 1)
    }

    func testALinkWaitsForSignInAndUnlockThenOpensInItsTab() async {
        let request = DeepLinkUseCaseNameSpace.PaymentRequest(iban: "DE35100101236114885928", name: "Bob", amount: "25.00", reference: "Dinner")
        deepLinks.routeResult = .success(.pay(request))

        let whileSignedOut = await sut.open(link: "payred://pay?…")
        XCTAssertEqual(whileSignedOut, .waitingForSignIn)
        await flow(to: .authenticated(email: "ada@payred.app")) { tabBars.count == 1 }
        _ = await waitUntil { tabBars[0].showTransferToIbanNameAmountReferenceCallCount > 0 }
        XCTAssertEqual(tabBars[0].showTransferToIbanNameAmountReferenceReceivedArguments.map(\.iban), ["DE35100101236114885928"])
        XCTAssertEqual(tabBars[0].showTransferToIbanNameAmountReferenceReceivedArguments.map(\.name), ["Bob"], "the link's payee name travels with it")

        await flow(to: .pinCode(email: "ada@payred.app", firstLaunch: false)) { sut.router.sheetItems.count == 1 }
        deepLinks.routeResult = .success(.card(id: "card_1"))
        let whileLocked = await sut.open(link: "payred://cards/card_1")
        XCTAssertEqual(whileLocked, .waitingForSignIn)
        XCTAssertEqual(tabBars[0].showCardCallCount, 0)
        await flow(to: .authenticated(email: "ada@payred.app")) { sut.router.sheetItems.isEmpty }
        _ = await waitUntil { tabBars[0].showCardCallCount > 0 }
        XCTAssertEqual(tabBars[0].showCardReceivedArguments, ["card_1"])

        let whileSignedIn = await sut.open(link: "payred://cards/card_1")
        XCTAssertEqual(whileSignedIn, .opened)
        XCTAssertEqual(tabBars[0].showCardCallCount, 2)

        deepLinks.routeResult = .success(.transaction(id: "42"))
        let transaction = await sut.open(link: "payred://transactions/42")
        XCTAssertEqual(transaction, .opened)
        XCTAssertEqual(tabBars[0].showTransactionReceivedArguments, ["42"], "the transaction itself, in its tab")
    }

    func testAWrongLinkIsRefusedWithItsReason() async {
        deepLinks.routeResult = .failure(.unsupportedCurrency("USD"))
        let outcome = await sut.open(link: "payred://pay?iban=X&currency=USD")
        XCTAssertEqual(outcome, .refused(reason: "This payment request is in USD; PayRed pays requests in EUR."))

        deepLinks.routeResult = .failure(.tooLong(maximum: 2_048))
        let long = await sut.open(link: "payred://pay?…")
        XCTAssertEqual(long, .refused(reason: "This link is longer than any PayRed link (at most 2048 characters)."))

        deepLinks.routeResult = .failure(.invalidAmount(maximum: 99_999_999_999))
        let huge = await sut.open(link: "payred://pay?…")
        XCTAssertEqual(huge, .refused(reason: "This payment request's amount is not one PayRed can pay: an amount like 12.50, above zero and at most 999,999,999.99 EUR."))
    }

    func testAWrongLinkIsRefusedInTheLanguageShown() async {
        Language.current = .german
        defer { Language.current = .english }
        deepLinks.routeResult = .failure(.unsupportedCurrency("USD"))
        let outcome = await sut.open(link: "payred://pay?iban=X&currency=USD")
        XCTAssertEqual(outcome, .refused(reason: "Diese Zahlungsanforderung ist in USD; PayRed bezahlt Anforderungen in EUR."))
    }

    func testNotificationsArePolledOnlyWhileTheStreamIsDownAndReloadWhenItSaysSo() async {
        liveEvents.statePublisherSubject.send(.live)
        liveEvents.statePublisherSubject.send(.waitingToReconnect(attempt: 1))
        XCTAssertEqual(notifications.setLiveUpdatesReceivedArguments, [true, false])

        liveEvents.eventsPublisherSubject.send(.cardChanged(cardID: "card_1", frozen: true))
        liveEvents.eventsPublisherSubject.send(.notificationsChanged(unread: 2))
        _ = await waitUntil { notifications.refreshCallCount > 0 }
        XCTAssertEqual(notifications.refreshCallCount, 1)
    }

    func testANewerVersionIsOfferedInASheetOnceSignedInAndCanBeClosed() async {
        _ = await waitUntil { updateApp.checkCallCount > 0 }
        XCTAssertEqual(updateApp.checkCallCount, 1, "checked at launch")
        await sut.follow(.loaded(.updateAvailable(latest: "1.1.0")))
        XCTAssertTrue(sut.router.sheetItems.isEmpty, "not over the sign-in")

        await flow(to: .authenticated(email: "ada@payred.app")) { sut.router.sheetItems.count == 1 }
        XCTAssertEqual(sut.router.sheetItems.last?.presentationStyle, .sheet)
        await sut.closeUpdateAppScreen()
        XCTAssertTrue(sut.router.sheetItems.isEmpty)
    }

    func testARequiredUpdateCoversEverythingForGood() async {
        await flow(to: .authenticated(email: "ada@payred.app")) { tabBars.count == 1 }
        // Found by any check, the Menu's included: the use case publishes it.
        updateApp.statePublisherSubject.send(.loaded(.updateRequired(minimum: "2.0.0")))
        _ = await waitUntil { !sut.router.sheetItems.isEmpty }
        XCTAssertEqual(sut.router.sheetItems.last?.presentationStyle, .fullScreenCover)
        XCTAssertTrue(sut.children.isEmpty, "the signed-in flow is left")

        await sut.closeUpdateAppScreen()
        authFlow.statePublisherSubject.send(.login)
        await settle()
        XCTAssertEqual(sut.router.sheetItems.count, 1)
        XCTAssertTrue(sut.children.isEmpty, "no flow opens under the cover")
        let screen = ViewHost(size: .init(columns: 80, rows: 24)) { [sut] in sut!.visibleBody as! AnyView }.render().plainText
        XCTAssertTrue(screen.contains("Update stub"))
    }

    func testLeavingTheLockScreenLeavesTheWayToLoginToTheFlow() async {
        await sut.backToLogin()
        XCTAssertFalse(authFlow.logoutCalled, "the screen had the session forgotten; the flow's .login shows Login")
    }

    func testKeyPressesReachTheInactivityLock() {
        sut.userDidInteract()
        XCTAssertEqual(authFlow.userDidInteractCallCount, 1)
    }
}
