import Reactive

/// The NotificationManagerUseCase: the input boundary the notifications' view models and the
/// signed-in app's coordinator call (blueprint §3.2). Resolved at app start, it lives as long as the app.
///
/// Between `start()` and `stop()` it fetches the notifications every 30 seconds, and it marks
/// them read optimistically: the change shows at once and is undone when the gateway refuses it.
public protocol NotificationManagerUseCaseProtocol: AnyObject, Sendable {
    /// The current state followed by every change.
    var statePublisher: AnyPublisher<NotificationManagerUseCaseNameSpace.States, Never> { get }

    /// How many of the loaded notifications are unread (0 while none are loaded), on every change.
    var unreadCountPublisher: AnyPublisher<Int, Never> { get }

    /// Whether every amount is masked ("hide balances"), now and after every change.
    var hidesBalancesPublisher: AnyPublisher<Bool, Never> { get }

    /// Starts polling: fetches the notifications now and every 30 seconds. Does nothing while polling.
    func start()

    /// Stops polling and forgets the notifications (logout, lock). Does nothing while stopped.
    func stop()

    /// Fetches the notifications now, joining a fetch already on its way; the outcome is published.
    /// Sends nothing while stopped.
    func refresh() async

    /// Says whether changes arrive live (the event stream is open). While they do, the 30-second
    /// polls pause and `refresh()` brings the news; polling is the fallback when they do not.
    func setLiveUpdates(_ live: Bool)

    /// Marks notification `id` read. The change is published at once; if the gateway refuses it,
    /// the notification is published unread again and the error thrown. Nothing is sent for a
    /// notification already read.
    /// - Throws: `NotificationManagerUseCaseNameSpace.Errors`; `notificationNotFound` when the
    ///   loaded list has no such notification.
    func markRead(id: String) async throws
}
