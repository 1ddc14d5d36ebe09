/// Where the NotificationsScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol NotificationsScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Leaves the screen.
    func closeNotificationsScreen() async

    /// Opens what a notification tells of, given as a PayRed link (`payred://transactions/ID`).
    func open(link: String) async
}
