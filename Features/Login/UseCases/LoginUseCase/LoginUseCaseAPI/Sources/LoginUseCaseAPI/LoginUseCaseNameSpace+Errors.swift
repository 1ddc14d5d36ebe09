extension LoginUseCaseNameSpace {
    /// Business errors of the login flow (blueprint §3.2, §11.2).
    ///
    /// They name business concepts, never HTTP codes; view models turn them into text.
    public enum Errors: Error, Equatable, Sendable {
        /// The email address is not well formed.
        case invalidEmailFormat
        /// The user has not accepted the terms and conditions.
        case termsNotAccepted
        /// The gateway could not be reached.
        case networkUnavailable
        /// The address was sent as many codes as it may be for now (gateway code `too_many_codes`).
        case tooManyCodes
        /// This device asked for codes too often (gateway code `too_many_requests`).
        case tooManyRequests
        /// The gateway refused the request for a reason without a code of its own here; `reason`
        /// is its message.
        case rejected(reason: String)
        /// The gateway answered with something the app does not understand.
        case unexpectedResponse
        /// The login state could not be saved on the device.
        case storageFailure
        /// A login is already on its way; this one was not sent.
        case loginOnItsWay
        /// The caller stopped waiting for the gateway; nothing was remembered.
        case cancelled
    }
}
