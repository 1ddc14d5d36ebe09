import Reactive

/// The NotificationManagerUseCase: the input boundary the notifications' view models and the
/// signed-in app's coordinator call (blueprint §3.2). Resolved at app start, it lives as long as the app.
///
/// Between `start()` and `stop()` it fetches the notifications every 30 seconds, and it marks
/// them read optimistically: the change shows at once and is undone when the gateway refuses it.
public protocol NotificationManagerUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: the notifications, with the unread count
    /// derived from them.
    var statePublisher: AnyPublisher<NotificationManagerUseCaseNameSpace.Snapshot, Never> { get }

    /// Starts polling: fetches the notifications now and every 30 seconds. Does nothing while polling.
    func start()

    /// Stops polling and forgets the notifications (logout, lock). Does nothing while stopped.
    func stop()

    /// Fetches the notifications now, joining a fetch already on its way; the outcome is published.
    /// Sends nothing while stopped.
    func refresh() async

    /// Says whether changes arrive live (the event stream is open). While they do, the 30-second
    /// polls pause and `refresh()` brings the news; polling is the fallback when they do not.
    /// When they arrive live again, the list is fetched once: nothing was heard meanwhile.
    func setLiveUpdates(_ live: Bool)

    /// Marks notification `id` read. The change is published at once; if the gateway refuses it,
    /// the notification is published unread again and the reason thrown to the caller. Nothing is
    /// sent for a notification already read.
    /// - Throws: `notificationNotFound` when the loaded list has no such notification, else why
    ///   the gateway did not mark it.
    func markRead(id: String) async throws(NotificationManagerUseCaseNameSpace.Errors)
}
