import CleanArchModel

/// What a report shows: the violations left after filtering, the known rules, and the
/// baseline entries that no longer match anything. Input order does not matter.
public struct Report: Sendable {
    /// Violations to report, already filtered (configuration, suppressions, baseline).
    public var violations: [Violation]
    /// Every known rule: SARIF's `tool.driver.rules`, JUnit's test cases, the markdown summary.
    /// Ids should be unique (the first descriptor of an id wins); a violation of an unknown
    /// rule is reported under a descriptor made from its id.
    public var rules: [RuleDescriptor]
    /// Baseline entries that matched no violation (see ``Baseline/apply(to:)``).
    public var staleBaselineEntries: [BaselineEntry]
    /// The `cleanarch` version, for SARIF's `tool.driver.version`.
    public var toolVersion: String
    /// The absolute workspace root violation paths are relative to, for SARIF's `SRCROOT`.
    public var workspaceRoot: String
    /// What could not be read, or was assumed, while loading the workspace, sorted.
    public var inputDiagnostics: [InputDiagnostic]

    public init(
        violations: [Violation],
        rules: [RuleDescriptor],
        staleBaselineEntries: [BaselineEntry] = [],
        toolVersion: String,
        workspaceRoot: String,
        inputDiagnostics: [InputDiagnostic] = []
    ) {
        self.violations = violations
        self.rules = rules
        self.staleBaselineEntries = staleBaselineEntries
        self.toolVersion = toolVersion
        self.workspaceRoot = workspaceRoot
        self.inputDiagnostics = inputDiagnostics
    }

    /// Whether part of the workspace could not be read, so violations there may be missing.
    public var isPartial: Bool {
        inputDiagnostics.contains(where: \.makesPartial)
    }
}
