/// The payload of `GET /v1/app/version`: which app versions the gateway serves.
struct AppVersionPayload: Codable, Equatable, Sendable {
    /// The newest released app version.
    let latestVersion: String
    /// Older apps must update before they can be used.
    let minimumSupportedVersion: String
}
