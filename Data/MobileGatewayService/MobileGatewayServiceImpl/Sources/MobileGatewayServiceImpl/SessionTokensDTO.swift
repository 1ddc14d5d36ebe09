import UserSessionAPI

/// The payload of the calls that start or renew a session (`/v1/auth/pin`, `/unlock`, `/refresh`).
struct SessionTokensDTO: Decodable, Sendable {
    let accessToken: String
    let refreshToken: String

    /// The session's tokens.
    var tokens: UserSessionNameSpace.Tokens {
        UserSessionNameSpace.Tokens(accessToken: accessToken, refreshToken: refreshToken)
    }
}
