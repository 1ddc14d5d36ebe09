import CleanArchModel

/// Runs rules over a workspace and applies configuration and inline suppressions.
public struct RuleEngine: Sendable {
    /// The engine's own rule: a `cleanarch:ignore` comment without a reason or with an unknown id.
    public static let invalidSuppression = RuleDescriptor(
        id: "invalid-suppression",
        defaultSeverity: .error,
        summary: "A `cleanarch:ignore` comment names a known rule and gives a reason.",
        rationale: "Silencing a rule is a decision someone must be able to review later.",
        fixHint: "Write `// cleanarch:ignore <rule-id> -- <why this place is an exception>`."
    )

    private let rules: [any Rule]

    public init(rules: [any Rule] = RuleCatalog.all) {
        self.rules = rules
    }

    /// The violations of `workspace`, sorted and without duplicates.
    public func check(_ workspace: Workspace) -> [Violation] {
        let index = WorkspaceIndex(workspace)
        let settings = workspace.configuration.rules
        // The rules read the index and nothing else, so they run on all cores.
        let found = Parallel.map(rules) { rule -> [Violation] in
            let id = rule.descriptor.id
            guard let severity = Self.severity(of: rule.descriptor, settings[id]) else { return [] }
            let excluded = (settings[id]?.exclude ?? []).map(GlobPattern.init)
            return rule.check(index).filter { finding in !excluded.contains { $0.matches(finding.location.file) } }.map { finding in
                Violation(rule: id, severity: severity, location: finding.location, message: finding.message)
            }
        }
        let violations = Set(found.joined())
        // `cleanarch strings --check` reads the strings rules' suppressions; they are known here too.
        let known = Set(rules.map(\.descriptor.id) + StringsRules.all.map(\.id))
        return applySuppressions(to: violations, in: workspace, knownRules: known).sorted()
    }

    /// The configured severity, or nil when the rule is off.
    static func severity(of descriptor: RuleDescriptor, _ settings: Configuration.RuleSettings?) -> Severity? {
        switch settings?.severity {
        case nil: descriptor.defaultSeverity
        case "off": nil
        case let name?: Severity(rawValue: name) ?? descriptor.defaultSeverity
        }
    }

    /// Drops violations silenced on their line or the line above, and reports bad suppressions.
    private func applySuppressions(to violations: Set<Violation>, in workspace: Workspace, knownRules: Set<String>) -> [Violation] {
        var result = violations.filter { violation in
            guard let file = workspace.files[violation.location.file] else { return true }
            return !file.suppressions.contains { suppression in
                suppression.rule == violation.rule && suppression.reason != nil
                    && (suppression.location.line == violation.location.line
                        || suppression.location.line == violation.location.line - 1)
            }
        }
        guard let severity = Self.severity(of: Self.invalidSuppression, workspace.configuration.rules[Self.invalidSuppression.id]) else {
            return Array(result)
        }
        for file in workspace.files.values {
            for suppression in file.suppressions {
                let problem: String? = if !knownRules.contains(suppression.rule) {
                    "`cleanarch:ignore` names an unknown rule '\(suppression.rule)'"
                } else if suppression.reason == nil {
                    "`cleanarch:ignore \(suppression.rule)` needs a reason after `--`"
                } else {
                    nil
                }
                if let problem {
                    result.insert(Violation(rule: Self.invalidSuppression.id, severity: severity, location: suppression.location, message: problem))
                }
            }
        }
        return Array(result)
    }
}
