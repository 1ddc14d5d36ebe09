import Foundation
import Localization
import MoneyText
import NotificationManagerUseCaseAPI
import NotificationsScreenAPI
import Observation
import Reactive
import SettingsUseCaseAPI
import TerminalUI

/// The NotificationsScreen's interface adapter (blueprint §4.2, 001's MVI shape): renders the use
/// case's snapshot (the notifications as lines of text, the selected one in full, amounts masked
/// as the settings say), keeps the selection, forwards marking read to the use case (showing why
/// it failed when the use case returns that) and opening what a notification tells of to the
/// coordinator. It holds no business rule: order, polling and
/// the optimistic read belong to the NotificationManagerUseCase.
@MainActor
@Observable
final class NotificationsScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: NotificationsScreenDependencies
    @ObservationIgnored private let useCase: any NotificationManagerUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    /// Why the last notification opened here could not be marked read; nil once another is opened.
    @ObservationIgnored private var markReadNotice: String?
    /// The use case's snapshot shown last, drawn again when the amounts are hidden or shown.
    @ObservationIgnored private var snapshot = NotificationManagerUseCaseNameSpace.Snapshot()
    /// Whether amounts are hidden, as the settings say.
    @ObservationIgnored private var hidesBalances = false

    init(dependencies: NotificationsScreenDependencies, useCase: any NotificationManagerUseCaseProtocol, settings: any SettingsUseCaseProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
        useCase.statePublisher
            .observeOnMain { [weak self] snapshot in
                self?.snapshot = snapshot
                self?.render()
            }
            .store(in: &cancellables)
        settings.statePublisher
            .map(\.appearance)
            .removeDuplicates()
            .observeOnMain { [weak self] appearance in
                self?.hidesBalances = appearance.hidesBalances
                self?.render()
            }
            .store(in: &cancellables)
    }

    private func render() {
        state = Self.render(snapshot, masked: hidesBalances, selectedID: state.selectedRow?.id, selection: state.selection)
        state.notice = markReadNotice
    }

    /// Applies what `action` changes in the state at once (moving must not wait).
    func reduce(_ action: Action) {
        if case .select(let index) = action {
            state.selection = max(0, min(index, state.rows.count - 1))
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        switch action {
        case .refresh:
            await useCase.refresh()
        case .select:
            break
        case .open(let index):
            guard state.rows.indices.contains(index) else { return }
            let row = state.rows[index]
            // The read mark is published; why it failed comes back here.
            do {
                try await useCase.markRead(id: row.id)
                markReadNotice = nil
            } catch {
                markReadNotice = Self.markReadText(for: error)
            }
            state.notice = markReadNotice
            if let link = row.link {
                await dependencies.coordinator.open(link: link)
            }
        case .close:
            await dependencies.coordinator.closeNotificationsScreen()
        }
    }

    /// What the screen shows of `snapshot`, amounts masked when `masked`; the selection stays on the notification `selectedID`
    /// when a newer one arrives above it, else at `selection` within the list.
    static func render(
        _ snapshot: NotificationManagerUseCaseNameSpace.Snapshot,
        masked: Bool,
        selectedID: String?,
        selection: Int
    ) -> State {
        let unread = snapshot.unreadCount
        var state = State(title: unread > 0 ? Strings.Notifications.Screen.titleUnread(unread) : Strings.Notifications.Screen.title)
        switch snapshot.notifications {
        case .idle, .loading:
            state.content = .loading
        case .loaded(let notifications):
            let rows = notifications.map { Self.row($0, masked: masked) }
            state.content = .loaded(rows)
            let index = rows.firstIndex { $0.id == selectedID } ?? selection
            state.selection = max(0, min(index, rows.count - 1))
        case .error(let error, _):
            state.content = .error(Self.loadText(for: error))
        }
        state.offlineNotice = snapshot.refreshFailure.map(Self.refreshText)
        return state
    }

    /// A notification as the view shows it; `masked` hides the amounts it mentions.
    static func row(_ notification: NotificationManagerUseCaseNameSpace.Notification, masked: Bool) -> State.Row {
        let day = DateText.text(notification.createdAt, .day)
        let marker = notification.isRead ? "  " : "● "
        let (title, body) = words(for: notification.message, masked: masked)
        return State.Row(
            id: notification.id,
            line: marker + TextColumn.fit(day, width: 8) + "\(title) · \(body)",
            title: title,
            date: DateText.text(notification.createdAt, .date),
            body: body,
            link: notification.link,
            isRead: notification.isRead
        )
    }

    /// What the user reads for a failed load (blueprint §11.3: the view model formats errors).
    static func loadText(for error: NotificationManagerUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: Strings.Notifications.Errors.networkUnavailable
        case .sessionExpired: Strings.Notifications.Errors.sessionExpired
        default: Strings.Notifications.Errors.unavailable
        }
    }

    /// What the user reads over a list that could not be fetched again; it stays as it was.
    static func refreshText(for error: NotificationManagerUseCaseNameSpace.Errors) -> String {
        error == .networkUnavailable ? Strings.Notifications.Errors.offline : loadText(for: error)
    }

    /// What the user reads when a notification could not be marked read; it shows unread again.
    static func markReadText(for error: NotificationManagerUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: Strings.Notifications.MarkRead.networkUnavailable
        case .sessionExpired: Strings.Notifications.Errors.sessionExpired
        case .notificationNotFound: Strings.Notifications.MarkRead.notFound
        default: Strings.Notifications.MarkRead.failed
        }
    }
}
