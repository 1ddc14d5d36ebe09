/// The payload of `GET /v1/app/version`: which app versions the gateway serves.
struct AppVersionPayload: Codable, Equatable, Sendable {
    /// The newest released app version.
    let latestVersion: String
    /// Older apps must update before they can be used.
    let minimumSupportedVersion: String

    /// The versions this gateway release supports.
    static let current = AppVersionPayload(latestVersion: "1.0.0", minimumSupportedVersion: "1.0.0")
}
