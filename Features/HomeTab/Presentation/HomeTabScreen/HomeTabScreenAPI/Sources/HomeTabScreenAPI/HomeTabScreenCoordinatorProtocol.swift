/// Where the HomeTabScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol HomeTabScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Locks the app now; the PIN opens it again.
    func lockNow() async
    /// Ends the session and returns to Login.
    func logout() async
}
