/// `// cleanarch:ignore <rule-id> -- <reason>`: silences `rule` on its own line and the next.
public struct Suppression: Codable, Hashable, Sendable {
    public var rule: String
    /// The reason after `--`; nil when missing, which makes the comment itself a violation.
    public var reason: String?
    public var location: SourceLocation

    public init(rule: String, reason: String?, location: SourceLocation) {
        self.rule = rule
        self.reason = reason
        self.location = location
    }
}
