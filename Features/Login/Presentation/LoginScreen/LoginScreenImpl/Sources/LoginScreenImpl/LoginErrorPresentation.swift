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
            self.init(Strings.Login.Errors.invalidEmailTitle, Strings.Login.Errors.invalidEmail)
        case .termsNotAccepted:
            self.init(Strings.Login.Errors.termsTitle, Strings.Login.Errors.termsNotAccepted)
        case .networkUnavailable:
            self.init(Strings.Login.Errors.failedTitle, Strings.Login.Errors.networkUnavailable, canRetry: true)
        case .tooManyCodes:
            self.init(Strings.Login.Errors.waitTitle, Strings.Login.Errors.tooManyCodes)
        case .tooManyRequests:
            self.init(Strings.Login.Errors.waitTitle, Strings.Login.Errors.tooManyRequests)
        case .rejected(let reason):
            self.init(Strings.Login.Errors.failedTitle, reason)
        case .unexpectedResponse:
            self.init(Strings.Login.Errors.failedTitle, Strings.Login.Errors.unexpectedResponse, canRetry: true)
        case .storageFailure:
            self.init(Strings.Login.Errors.failedTitle, Strings.Login.Errors.storageFailure, canRetry: true)
        case .loginOnItsWay:
            self.init(Strings.Login.Errors.waitTitle, Strings.Login.Errors.loginOnItsWay)
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
