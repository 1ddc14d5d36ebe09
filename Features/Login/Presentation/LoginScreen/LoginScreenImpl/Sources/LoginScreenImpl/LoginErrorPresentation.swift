import LoginUseCaseAPI

/// How a Login domain error is shown to the user (blueprint §11.3: the view model formats errors).
struct LoginErrorPresentation: Equatable {
    /// The alert title.
    let title: String
    /// The alert message.
    let message: String
    /// Whether trying again may help.
    let canRetry: Bool

    /// The alert for `error`; nil for a sign-in the user stopped, which needs none.
    init?(_ error: LoginUseCaseNameSpace.Errors) {
        switch error {
        case .invalidEmailFormat:
            self.init("Check your email", "Please enter a valid email address, like name@example.com.")
        case .termsNotAccepted:
            self.init("Terms and conditions", "Please accept the terms and conditions to continue.")
        case .networkUnavailable:
            self.init("Login Failed", "PayRed can't reach its server. Check your connection and try again.", canRetry: true)
        case .rejected(let reason):
            self.init("Login Failed", reason)
        case .unexpectedResponse:
            self.init("Login Failed", "PayRed's server sent an answer the app doesn't understand. Please try again later.", canRetry: true)
        case .storageFailure:
            self.init("Login Failed", "PayRed couldn't save your sign-in on this device.", canRetry: true)
        case .loginOnItsWay:
            self.init("Please wait", "An earlier sign-in is still on its way.")
        case .cancelled:
            return nil
        }
    }

    private init(_ title: String, _ message: String, canRetry: Bool = false) {
        self.title = title
        self.message = message
        self.canRetry = canRetry
    }
}
