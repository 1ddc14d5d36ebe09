import Loadable

extension NotificationManagerUseCaseNameSpace {
    /// Everything the NotificationManagerUseCase holds, as one value (blueprint §3.5 Pattern 3):
    /// the notifications screen, the menu and the tab bar's badge read it from the one
    /// `statePublisher`, so the list and the unread count always agree.
    public struct Snapshot: Equatable, Sendable {
        /// The notifications load.
        public var notifications: States
        /// How many of the loaded notifications are unread; 0 while none are loaded. Derived once per
        /// change, for the list's title, the menu and the tab bar's badge.
        public var unreadCount: Int
        /// Why the last fetch failed while a list was shown (the list stays); nil once one succeeds.
        public var refreshFailure: Errors?

        /// Creates a snapshot; the defaults are a use case that has loaded nothing yet.
        public init(
            notifications: States = .idle,
            unreadCount: Int = 0,
            refreshFailure: Errors? = nil
        ) {
            self.notifications = notifications
            self.unreadCount = unreadCount
            self.refreshFailure = refreshFailure
        }
    }
}
