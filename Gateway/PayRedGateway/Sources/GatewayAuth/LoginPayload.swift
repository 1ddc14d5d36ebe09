/// The payload of `POST /v1/auth/login`.
struct LoginPayload: Codable, Sendable, Equatable {
    /// The step the client must take next.
    enum Step: String, Codable, Sendable {
        case verifyEmail
        case enterPin
    }

    let step: Step
    /// Present for `verifyEmail`: authorises `POST /v1/auth/verify`.
    let temporaryToken: String?
}
