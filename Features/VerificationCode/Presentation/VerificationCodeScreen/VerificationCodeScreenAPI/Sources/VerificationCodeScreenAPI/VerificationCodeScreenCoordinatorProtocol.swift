/// Where the VerificationCodeScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol VerificationCodeScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Shows "Create a PIN" for the verified `email`.
    func pushCreatePinScreen(email: String) async
    /// Returns to Login, to start again with an email, once the screen has had the sign-up forgotten.
    func backToLogin() async
}
