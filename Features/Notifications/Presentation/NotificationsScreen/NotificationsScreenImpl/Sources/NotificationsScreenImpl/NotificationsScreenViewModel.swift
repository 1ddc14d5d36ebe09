import Foundation
import MoneyText
import NotificationManagerUseCaseAPI
import NotificationsScreenAPI
import Observation
import Reactive
import TerminalUI

/// The NotificationsScreen's interface adapter (blueprint §4.2, 001's MVI shape): the notifications
/// as lines of text, the selected one in full, marking read through the use case and opening what
/// one tells of through the coordinator. It holds no
/// business rule: order, polling and the optimistic read belong to the NotificationManagerUseCase.
@MainActor
@Observable
final class NotificationsScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: NotificationsScreenDependencies
    @ObservationIgnored private let useCase: any NotificationManagerUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    /// The notifications shown, to show again with amounts masked or not.
    @ObservationIgnored private var shownNotifications: [NotificationManagerUseCaseNameSpace.Notification] = []
    @ObservationIgnored private var hidesBalances = false

    init(dependencies: NotificationsScreenDependencies, useCase: any NotificationManagerUseCaseProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
        subscribeToPublishers()
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
            do {
                try await useCase.markRead(id: row.id)
                state.notice = nil
            } catch {
                state.notice = Self.markReadText(for: error)
            }
            if let link = row.link {
                await dependencies.coordinator.open(link: link)
            }
        case .close:
            await dependencies.coordinator.closeNotificationsScreen()
        }
    }

    private func subscribeToPublishers() {
        useCase.statePublisher
            .observeOnMain { [weak self] state in self?.apply(state) }
            .store(in: &cancellables)
        useCase.unreadCountPublisher
            .observeOnMain { [weak self] count in self?.state.title = count > 0 ? "Notifications · \(count) unread" : "Notifications" }
            .store(in: &cancellables)
        useCase.hidesBalancesPublisher
            .observeOnMain { [weak self] hidden in self?.maskAmounts(hidden) }
            .store(in: &cancellables)
    }

    /// Masks or shows the amounts in every notification, as "hide balances" says.
    private func maskAmounts(_ hidden: Bool) {
        hidesBalances = hidden
        if case .loaded = state.content {
            state.content = .loaded(shownNotifications.map { Self.row($0, masked: hidden) })
        }
    }

    private func apply(_ useCaseState: NotificationManagerUseCaseNameSpace.States) {
        switch useCaseState {
        case .idle, .loading:
            if case .loaded = state.content { return } // a refresh keeps the list on screen
            state.content = .loading
        case .loaded(let notifications):
            state.offlineNotice = nil
            state.notice = nil
            let selectedID = state.selectedRow?.id
            shownNotifications = notifications
            let rows = notifications.map { Self.row($0, masked: hidesBalances) }
            state.content = .loaded(rows)
            // The selection stays on its notification when a newer one arrives above it.
            let index = rows.firstIndex { $0.id == selectedID } ?? state.selection
            state.selection = max(0, min(index, rows.count - 1))
        case .error(let error):
            let text = Self.loadText(for: error)
            // Offline, what was loaded stays, under one short line.
            let notice = error == .networkUnavailable ? "Offline: showing what was loaded before. r: retry" : text
            if case .loaded = state.content { state.offlineNotice = notice } else { state.content = .error(text) }
        }
    }

    /// A notification as the view shows it; `masked` hides the amounts its text mentions.
    static func row(_ notification: NotificationManagerUseCaseNameSpace.Notification, masked: Bool) -> State.Row {
        let day = notification.createdAt.formatted(dayStyle)
        let marker = notification.isRead ? "  " : "● "
        let title = masked ? MoneyText.maskingAmounts(in: notification.title) : notification.title
        let body = masked ? MoneyText.maskingAmounts(in: notification.body) : notification.body
        return State.Row(
            id: notification.id,
            line: marker + TextColumn.fit(day, width: 8) + "\(title) · \(body)",
            title: title,
            date: notification.createdAt.formatted(dateStyle),
            body: body,
            link: notification.link
        )
    }

    /// What the user reads for a failed load (blueprint §11.3: the view model formats errors).
    static func loadText(for error: NotificationManagerUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: "PayRed can't reach its server. Check your connection and retry."
        case .sessionExpired: "Your session has ended. Sign in again."
        default: "Your notifications could not be loaded. Please retry."
        }
    }

    /// What the user reads when a notification could not be marked read; it shows unread again.
    static func markReadText(for error: any Error) -> String {
        switch error as? NotificationManagerUseCaseNameSpace.Errors {
        case .networkUnavailable: "PayRed can't reach its server. The notification stays unread."
        case .sessionExpired: "Your session has ended. Sign in again."
        case .notificationNotFound: "This notification is no longer listed."
        default: "The notification could not be marked read. Please try again."
        }
    }

    /// "Jan 15", in English whatever the machine's language.
    private static let dayStyle = Date.FormatStyle(locale: Locale(identifier: "en_US_POSIX")).month(.abbreviated).day()
    /// "Jan 15, 2027".
    private static let dateStyle = Date.FormatStyle(locale: Locale(identifier: "en_US_POSIX")).month(.abbreviated).day().year()
}
