/// A signed-in session as the API returns it.
public struct SessionPayload: Codable, Equatable, Sendable {
    public let accessToken: String
    public let refreshToken: String
    /// Seconds until the access token expires.
    public let expiresIn: Int

    public init(accessToken: String, refreshToken: String, expiresIn: Int) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.expiresIn = expiresIn
    }
}
