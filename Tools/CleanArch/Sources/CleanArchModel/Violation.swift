/// One broken rule at one place.
public struct Violation: Codable, Hashable, Sendable, Comparable {
    /// The stable rule id, e.g. `impl-not-on-impl`.
    public var rule: String
    public var severity: Severity
    public var location: SourceLocation
    public var message: String

    public init(rule: String, severity: Severity, location: SourceLocation, message: String) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// Sorted by place, then rule, then message: the deterministic order of every report.
    public static func < (lhs: Violation, rhs: Violation) -> Bool {
        (lhs.location, lhs.rule, lhs.message) < (rhs.location, rhs.rule, rhs.message)
    }
}
