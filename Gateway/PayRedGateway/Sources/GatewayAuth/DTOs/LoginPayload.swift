/// The payload of `POST /v1/auth/login`: what the client does next.
struct LoginPayload: Codable, Equatable, Sendable {
    /// The next step of signing in.
    enum Step: String, Codable, Sendable {
        /// Enter the code emailed to the address, with `temporaryToken`.
        case verifyEmail
        /// Unlock with the PIN.
        case enterPin
    }

    let step: Step
    /// Present for `verifyEmail`: authorises `POST /v1/auth/verify`.
    let temporaryToken: String?
}
