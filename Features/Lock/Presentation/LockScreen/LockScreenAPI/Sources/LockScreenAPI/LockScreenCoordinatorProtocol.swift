/// Where the LockScreen can navigate (blueprint §4.6.7); a coordinator implements it.
///
/// Unlocking or creating the PIN needs no call: the session opens and the authentication flow moves on.
public protocol LockScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Leaves this account: forgets the session or sign-up and returns to Login.
    func backToLogin() async
}
