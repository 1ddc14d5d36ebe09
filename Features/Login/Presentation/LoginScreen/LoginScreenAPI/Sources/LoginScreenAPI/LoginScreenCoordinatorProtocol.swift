/// Where the Login screen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol LoginScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Shows the email verification step for a new user.
    func pushVerificationScreen(email: String) async
    /// Shows the PIN lock screen for a registered user.
    func pushLockScreen(email: String) async
    /// Shows the terms and conditions at `link`.
    func openTermsAndConditions(link: String) async
}
