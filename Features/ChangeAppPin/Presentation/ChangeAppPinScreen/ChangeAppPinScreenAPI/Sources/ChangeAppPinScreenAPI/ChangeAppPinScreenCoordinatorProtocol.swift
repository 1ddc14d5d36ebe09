/// Where the ChangeAppPinScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol ChangeAppPinScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Leaves the screen: Esc, or once the PIN has changed.
    func closeChangeAppPinScreen() async

    /// Locks the app: too many wrong PINs locked the account at the gateway.
    func lockApp() async
}
