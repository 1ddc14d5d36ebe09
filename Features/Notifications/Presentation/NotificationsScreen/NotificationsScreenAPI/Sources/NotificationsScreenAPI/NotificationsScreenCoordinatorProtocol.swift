/// Where the NotificationsScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol NotificationsScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Leaves the screen.
    func closeNotificationsScreen() async
}
