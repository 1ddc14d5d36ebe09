/// The payload of `GET /health`.
struct HealthPayload: Codable, Equatable, Sendable {
    /// Always `ok`: an unhealthy gateway answers 503 instead.
    let status: String

    static let ok = HealthPayload(status: "ok")
}
