import AuthenticationFlowUseCaseAPI
import MenuTabScreenAPI
import NotificationManagerUseCaseAPI
import Observation
import Reactive
import SettingsUseCaseAPI
import UpdateAppUseCaseAPI

/// The MenuTabScreen's interface adapter (blueprint §4.2, 001's MVI shape): the entries' titles
/// (the unread count, the app's version and any update), the way to each entry's screen, and the
/// logout confirmation. It holds no business rule: counting and deciding on updates belong to the
/// use cases.
@MainActor
@Observable
final class MenuTabScreenViewModel {
    private(set) var state: State

    @ObservationIgnored private let dependencies: MenuTabScreenDependencies
    @ObservationIgnored private let notificationManager: any NotificationManagerUseCaseProtocol
    @ObservationIgnored private let updateApp: any UpdateAppUseCaseProtocol
    @ObservationIgnored private let authenticationFlow: any AuthenticationFlowUseCaseProtocol
    @ObservationIgnored private let settings: any SettingsUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    /// The unread count and the update check as published last, worded again when the language changes.
    @ObservationIgnored private var unreadCount = 0
    @ObservationIgnored private var update = UpdateAppUseCaseNameSpace.States.idle

    init(
        dependencies: MenuTabScreenDependencies,
        notificationManager: any NotificationManagerUseCaseProtocol,
        updateApp: any UpdateAppUseCaseProtocol,
        authenticationFlow: any AuthenticationFlowUseCaseProtocol,
        settings: any SettingsUseCaseProtocol
    ) {
        self.dependencies = dependencies
        self.notificationManager = notificationManager
        self.updateApp = updateApp
        self.authenticationFlow = authenticationFlow
        self.settings = settings
        state = State(versionTitle: Self.versionTitle(updateApp.currentVersion, .idle))
        subscribeToPublishers()
    }

    /// Applies what `action` changes in the state at once.
    func reduce(_ action: Action) {
        switch action {
        case .askToLogout:
            state.isConfirmingLogout = true
            state.logoutFailure = nil
        case .confirmLogout, .cancelLogout: state.isConfirmingLogout = false
        case .open, .checkForUpdate: break
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        let coordinator = dependencies.coordinator
        switch action {
        case .open(.profile): await coordinator.showUserProfileScreen()
        case .open(.payees): await coordinator.showPayeesScreen()
        case .open(.notifications): await coordinator.showNotificationsScreen()
        case .open(.changePin): await coordinator.showChangeAppPinScreen()
        case .open(.settings): await coordinator.showSettingsScreen()
        case .open(.requestMoney): await coordinator.showRequestMoneyScreen()
        case .checkForUpdate:
            // The outcome, or the failure, is published and shown in the version's title.
            await updateApp.check()
        case .confirmLogout:
            // Success moves the authentication flow to Login, which the coordinators follow.
            state.isLoggingOut = true
            do {
                _ = try await authenticationFlow.logout()
            } catch {
                state.logoutFailure = Self.logoutFailureText
            }
            state.isLoggingOut = false
        case .askToLogout, .cancelLogout:
            break
        }
    }

    /// Follows the unread count and the update check, worded again when the language changes.
    private func subscribeToPublishers() {
        notificationManager.statePublisher
            .observeOnMain { [weak self] snapshot in
                self?.unreadCount = snapshot.unreadCount
                self?.word()
            }
            .store(in: &cancellables)
        updateApp.statePublisher
            .observeOnMain { [weak self] update in
                self?.update = update
                self?.word()
            }
            .store(in: &cancellables)
        settings.statePublisher
            .map(\.appearance)
            .removeDuplicates()
            .observeOnMain { [weak self] _ in self?.word() }
            .store(in: &cancellables)
    }

    /// Words the entries that tell the unread count and the update check in the language shown.
    private func word() {
        state.notificationsTitle = Self.notificationsTitle(unreadCount)
        state.versionTitle = Self.versionTitle(updateApp.currentVersion, update)
    }

    /// What the user reads when Log out could not wipe the device.
    static var logoutFailureText: String { Strings.MenuTab.Logout.failure }

    /// "Notifications (3 unread)", or "Notifications" when all are read.
    static func notificationsTitle(_ unread: Int) -> String {
        unread > 0 ? Strings.MenuTab.Menu.notificationsUnread(unread) : Strings.MenuTab.Menu.notifications
    }

    /// "App version 1.0.0", followed by what the last update check found ("up to date" included,
    /// so a check the user asked for always answers).
    static func versionTitle(_ current: String, _ update: UpdateAppUseCaseNameSpace.States) -> String {
        let title = Strings.MenuTab.Version.title(current)
        switch update {
        case .idle: return title
        case .loaded(.upToDate): return Strings.MenuTab.Version.upToDate(title)
        case .loading: return Strings.MenuTab.Version.checking(title)
        case .loaded(.updateAvailable(let latest)): return Strings.MenuTab.Version.available(title, latest)
        case .loaded(.updateRequired(let minimum)): return Strings.MenuTab.Version.required(title, minimum)
        case .error: return Strings.MenuTab.Version.failed(title)
        }
    }
}
