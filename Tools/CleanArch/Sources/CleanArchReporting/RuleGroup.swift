import CleanArchModel

/// A rule with its violations: the unit SARIF, JUnit and markdown report by.
struct RuleGroup {
    let rule: RuleDescriptor
    /// Sorted.
    let violations: [Violation]

    /// The most severe of the violations, or the rule's default when there are none.
    var severity: Severity {
        violations.map(\.severity).max() ?? rule.defaultSeverity
    }
}

extension Report {
    var sortedViolations: [Violation] { violations.sorted() }

    var sortedStaleEntries: [BaselineEntry] { staleBaselineEntries.sorted() }

    func count(of severity: Severity) -> Int {
        violations.count { $0.severity == severity }
    }

    /// `2 errors, 1 warning`, or `No violations.`
    var summaryLine: String {
        let counts = violations.isEmpty ? "No violations."
            : "\(counted(count(of: .error), "error")), \(counted(count(of: .warning), "warning"))"
        let unread = inputDiagnostics.filter(\.makesPartial).count
        guard unread > 0 else { return counts }
        return counts.dropLast(counts.hasSuffix(".") ? 1 : 0)
            + "; partial result: \(counted(unread, "part")) of the workspace could not be read (see the [input] warnings)."
    }

    /// Every known rule, plus one made from the id of each unknown rule a violation names,
    /// sorted by id.
    var ruleGroups: [RuleGroup] {
        let violationsByRule = Dictionary(grouping: sortedViolations, by: \.rule)
        var descriptors: [String: RuleDescriptor] = [:]
        for rule in rules where descriptors[rule.id] == nil {
            descriptors[rule.id] = rule
        }
        for (id, violations) in violationsByRule where descriptors[id] == nil {
            let severity = violations.map(\.severity).max() ?? .error
            descriptors[id] = RuleDescriptor(id: id, defaultSeverity: severity, summary: id, rationale: "", fixHint: "")
        }
        return descriptors.sorted { $0.key < $1.key }.map {
            RuleGroup(rule: $0.value, violations: violationsByRule[$0.key, default: []])
        }
    }
}
