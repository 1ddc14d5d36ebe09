/// What a rule is, for `cleanarch rules`, `explain` and the SARIF/JUnit reports.
public struct RuleDescriptor: Codable, Hashable, Sendable {
    /// The stable id, e.g. `impl-not-on-impl`.
    public var id: String
    public var defaultSeverity: Severity
    /// One line.
    public var summary: String
    /// Why the rule exists, with the blueprint section it comes from.
    public var rationale: String
    /// How to fix a violation.
    public var fixHint: String

    public init(id: String, defaultSeverity: Severity, summary: String, rationale: String, fixHint: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.fixHint = fixHint
    }
}
