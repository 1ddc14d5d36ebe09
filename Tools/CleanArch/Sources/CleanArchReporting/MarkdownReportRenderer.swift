import CleanArchModel

/// GitHub-flavoured markdown: a heading and the summary, a table of every rule with its
/// severity and violation count, then one section per rule listing its violations, and the
/// stale baseline entries if any.
public struct MarkdownReportRenderer: ReportRenderer {
    public init() {}

    public func render(_ report: Report) -> String {
        let groups = report.ruleGroups
        var blocks = [
            "# cleanarch report",
            "**\(report.summaryLine.markdownEscaped)** (cleanarch \(report.toolVersion.markdownEscaped))",
        ]
        if !groups.isEmpty {
            blocks.append(
                table(["Rule", "Severity", "Violations"], groups.map { [$0.rule.id, $0.severity.rawValue, "\($0.violations.count)"] })
            )
        }
        blocks += groups.flatMap(section)
        let stale = report.sortedStaleEntries
        if !stale.isEmpty {
            blocks.append("## Stale baseline entries")
            blocks.append(table(["Rule", "File", "Message", "Count"], stale.map { [$0.rule, $0.file, $0.message, "\($0.count)"] }))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private func section(_ group: RuleGroup) -> [String] {
        var blocks = ["## \(group.rule.id.markdownEscaped)", group.rule.summary.markdownEscaped]
        if group.violations.isEmpty {
            blocks.append("No violations.")
        } else {
            if !group.rule.fixHint.isEmpty {
                blocks.append("> **Fix:** \(group.rule.fixHint.markdownEscaped)")
            }
            blocks.append(table(["Location", "Message"], group.violations.map { [$0.location.position, $0.message] }))
        }
        return blocks
    }

    /// A table of escaped cells.
    private func table(_ header: [String], _ rows: [[String]]) -> String {
        let lines = [header, header.map { _ in "---" }] + rows.map { $0.map(\.markdownEscaped) }
        return lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
    }
}
