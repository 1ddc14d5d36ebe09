// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import MenuTabScreenImpl
import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseAPITestDoubles
import MenuTabScreenAPI
import MenuTabScreenAPITestDoubles
import NotificationManagerUseCaseAPI
import NotificationManagerUseCaseAPITestDoubles
import SettingsUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import UpdateAppUseCaseAPI
import UpdateAppUseCaseAPITestDoubles
import XCTest

private typealias State = MenuTabScreenViewModel.State

/// The Menu tab's root: its entries' titles from the unread count and the update check, the way to
/// each screen, and the logout confirmation; compared whole, and drawn at 80×24 in each language.
@MainActor
final class MenuTabScreenViewModelTests: SerialExecutorTestCase {
    private var notificationManager: NotificationManagerUseCaseStub!
    private var updateApp: UpdateAppUseCaseStub!
    private var coordinator: MenuTabScreenCoordinatorStub!
    private var authenticationFlow: AuthenticationFlowUseCaseStub!
    private var settings: SettingsUseCaseStub!
    private var sut: MenuTabScreenViewModel!

    override func setUp() async throws {
        notificationManager = NotificationManagerUseCaseStub()
        updateApp = UpdateAppUseCaseStub()
        updateApp.currentVersion = "1.0.0"
        coordinator = MenuTabScreenCoordinatorStub()
        authenticationFlow = AuthenticationFlowUseCaseStub()
        settings = SettingsUseCaseStub()
        sut = makeViewModel()
    }

    /// A new view model over the stubs.
    private func makeViewModel() -> MenuTabScreenViewModel {
        let viewModel = MenuTabScreenViewModel(
            dependencies: MenuTabScreenDependencies(coordinator: coordinator),
            notificationManager: notificationManager,
            updateApp: updateApp,
            authenticationFlow: authenticationFlow,
            settings: settings
        )
        // The settings give each new follower their snapshot, as the use case does.
        settings.statePublisherSubject.send(.init())
        return viewModel
    }

    private func makeHost() -> ViewHost {
        let viewModel: MenuTabScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(MenuTabScreenView(viewModel: viewModel)) }
    }

    // MARK: - State

    func testStartsWithTheAppsVersion() async {
        XCTAssertEqual(sut.state, State(versionTitle: "App version 1.0.0"))
    }

    func testNotificationsSayHowManyAreUnread() async {
        notificationManager.statePublisherSubject.send(.init(unreadCount: 3))
        XCTAssertEqual(sut.state, State(notificationsTitle: "Notifications (3 unread)", versionTitle: "App version 1.0.0"))

        notificationManager.statePublisherSubject.send(.init(unreadCount: 0))
        XCTAssertEqual(sut.state, State(notificationsTitle: "Notifications", versionTitle: "App version 1.0.0"))
    }

    func testTheVersionSaysWhatTheUpdateCheckFound() async {
        let cases: [(UpdateAppUseCaseNameSpace.States, String)] = [
            (.loaded(.updateAvailable(latest: "1.2.0")), "App version 1.0.0 · 1.2.0 available"),
            (.loaded(.upToDate), "App version 1.0.0 · up to date"),
            (.loading, "App version 1.0.0 · checking for updates…"),
            (.loaded(.updateRequired(minimum: "1.1.0")), "App version 1.0.0 · update to 1.1.0 required"),
            (.error(.networkUnavailable), "App version 1.0.0 · update check failed"),
            (.idle, "App version 1.0.0"),
        ]
        for (update, title) in cases {
            updateApp.statePublisherSubject.send(update)
            XCTAssertEqual(sut.state, State(versionTitle: title), "\(update)")
        }
    }

    func testEachEntryOpensItsScreen() async {
        await sut.send(.open(.profile))
        await sut.send(.open(.payees))
        await sut.send(.open(.requestMoney))
        await sut.send(.open(.notifications))
        await sut.send(.open(.changePin))
        await sut.send(.open(.settings))

        XCTAssertEqual(coordinator.showUserProfileScreenCallCount, 1)
        XCTAssertEqual(coordinator.showPayeesScreenCallCount, 1)
        XCTAssertEqual(coordinator.showRequestMoneyScreenCallCount, 1)
        XCTAssertEqual(coordinator.showNotificationsScreenCallCount, 1)
        XCTAssertEqual(coordinator.showChangeAppPinScreenCallCount, 1)
        XCTAssertEqual(coordinator.showSettingsScreenCallCount, 1)
        XCTAssertFalse(authenticationFlow.logoutCalled)
        XCTAssertEqual(sut.state, State(versionTitle: "App version 1.0.0"))
    }

    func testEnterOnTheVersionChecksAgain() async {
        updateApp.onCheck = {}
        await sut.send(.checkForUpdate)
        await sut.send(.checkForUpdate)
        XCTAssertEqual(updateApp.checkCallCount, 2)
        XCTAssertEqual(sut.state, State(versionTitle: "App version 1.0.0"), "the outcome shows through the published state")
    }

    func testLogOutAsksFirst() async {
        await sut.send(.askToLogout)

        XCTAssertEqual(sut.state, State(versionTitle: "App version 1.0.0", isConfirmingLogout: true))
        XCTAssertFalse(authenticationFlow.logoutCalled)
    }

    func testCancellingTheConfirmationStaysSignedIn() async {
        await sut.send(.askToLogout)
        await sut.send(.cancelLogout)

        XCTAssertEqual(sut.state, State(versionTitle: "App version 1.0.0"))
        XCTAssertFalse(authenticationFlow.logoutCalled)
    }

    func testConfirmingLogsOutThroughTheAuthenticationFlow() async {
        let gate = RequestGate()
        authenticationFlow.onLogout = {
            await gate.pass()
            return .init(revokedAtGateway: false)
        }
        await sut.send(.askToLogout)
        let viewModel: MenuTabScreenViewModel = sut
        await gate.hold({ await viewModel.send(.confirmLogout) }) {
            XCTAssertEqual(sut.state, State(versionTitle: "App version 1.0.0", isLoggingOut: true))
        }
        XCTAssertEqual(authenticationFlow.logoutCallCount, 1)
        XCTAssertEqual(sut.state, State(versionTitle: "App version 1.0.0"))
    }

    func testALogoutThatCouldNotWipeTheDeviceIsShownUntilAskedAgain() async {
        await forEachLanguage { named in
            authenticationFlow.reset()
            authenticationFlow.logoutResult = .failure(.storageFailure)
            sut = makeViewModel()
            // "App version 1.0.0" in English.
            let versionTitle = Strings.MenuTab.Version.title("1.0.0")
            await sut.send(.askToLogout)
            await sut.send(.confirmLogout)
            XCTAssertEqual(sut.state, State(versionTitle: versionTitle, logoutFailure: MenuTabScreenViewModel.logoutFailureText))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("logoutFailed"))

            await sut.send(.askToLogout)
            XCTAssertEqual(sut.state, State(versionTitle: versionTitle, isConfirmingLogout: true))
        }
    }

    // MARK: - Keys

    func testEscOnTheRootDoesNothingAndClosesTheConfirmation() async {
        let host = makeHost()
        host.press(.escape)
        XCTAssertEqual(sut.state, State(versionTitle: "App version 1.0.0"))

        await sut.send(.askToLogout)
        host.press(.escape)

        XCTAssertEqual(sut.state, State(versionTitle: "App version 1.0.0"))
        await settle()
        XCTAssertFalse(authenticationFlow.logoutCalled)
    }

    func testEnterOnNotificationsOpensThem() async {
        let gate = RequestGate()
        coordinator.onShowNotificationsScreen = { await gate.pass() }
        let host = makeHost()
        XCTAssertEqual(host.focusedLabel, "Profile", "focus starts on the first entry")

        host.press(.down, .down, .down, .enter)
        await gate.waitUntilEntered()

        XCTAssertEqual(coordinator.showNotificationsScreenCallCount, 1)
        gate.open()
    }

    // MARK: - Snapshots

    func testSnapshotContent() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content"))
        }
    }

    func testSnapshotContentWithUnreadAndAnUpdate() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            notificationManager.statePublisherSubject.send(.init(unreadCount: 3))
            updateApp.statePublisherSubject.send(.loaded(.updateAvailable(latest: "1.2.0")))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-three-unread-update-available"))
        }
    }

    func testSnapshotLogoutConfirmation() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            await sut.send(.askToLogout)
            assertSnapshot(of: makeHost(), as: .terminal, named: named("logout-confirmation"))
        }
    }
}
