/// Where the MenuTabScreen, the Menu tab's root, can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol MenuTabScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Shows the user's profile.
    func showUserProfileScreen() async
    /// Shows the saved payees.
    func showPayeesScreen() async
    /// Shows the payment request form (a link and a QR code).
    func showRequestMoneyScreen() async
    /// Shows the notifications.
    func showNotificationsScreen() async
    /// Shows the PIN change.
    func showChangeAppPinScreen() async
    /// Shows the settings.
    func showSettingsScreen() async
}
