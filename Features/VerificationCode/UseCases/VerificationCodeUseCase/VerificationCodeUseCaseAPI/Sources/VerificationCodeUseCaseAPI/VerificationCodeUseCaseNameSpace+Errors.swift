import Foundation

extension VerificationCodeUseCaseNameSpace {
    /// Business errors of the verification step; never HTTP codes.
    public enum Errors: Error, Equatable, Sendable {
        /// The code is not six digits.
        case invalidCodeFormat
        /// The code does not match the one emailed; `attemptsLeft` more tries before a new code is
        /// needed (nil when the gateway does not say).
        case wrongCode(attemptsLeft: Int?)
        /// Too many wrong codes: this code no longer works; a new one must be sent.
        case tooManyAttempts
        /// The code expired; a new one must be sent.
        case codeExpired
        /// The sign-up is no longer valid on the gateway: start again with the email.
        case signUpExpired
        /// A new code can be sent from `until` on.
        case resendNotYetAvailable(until: Date)
        /// The gateway sent this address as many codes as it allows for now.
        case tooManyCodes
        /// The gateway refuses more attempts from this device for a moment.
        case tryLater
        /// The gateway could not be reached.
        case networkUnavailable
        /// The gateway answered with something the app does not understand.
        case unexpectedResponse
        /// The device could not keep the sign-up's progress.
        case storageFailure
        /// An earlier request (a check, a new code) is still on its way; this one was not sent.
        case requestOnItsWay
    }
}
