/// Where the LockScreen can navigate (blueprint §4.6.7); a coordinator implements it.
///
/// Unlocking or creating the PIN needs no call: the session opens and the authentication flow moves on.
public protocol LockScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Returns to Login once the screen has had the session or sign-up forgotten.
    func backToLogin() async
}
