import CleanArchModel

/// One JSON object: `violations` (`rule`, `severity`, `file`, `line`, `column`, `message`),
/// `summary` (`errors`, `warnings`) and `staleBaselineEntries` (as in the baseline file).
public struct JSONReportRenderer: ReportRenderer {
    public init() {}

    public func render(_ report: Report) -> String {
        JSONOutput.string(
            Document(
                violations: report.sortedViolations.map(Item.init),
                summary: Summary(errors: report.count(of: .error), warnings: report.count(of: .warning)),
                staleBaselineEntries: report.sortedStaleEntries
            )
        )
    }

    private struct Document: Encodable {
        var violations: [Item]
        var summary: Summary
        var staleBaselineEntries: [BaselineEntry]
    }

    private struct Item: Encodable {
        var rule: String
        var severity: Severity
        var file: String
        var line: Int
        var column: Int
        var message: String

        init(_ violation: Violation) {
            rule = violation.rule
            severity = violation.severity
            file = violation.location.file
            line = violation.location.line
            column = violation.location.column
            message = violation.message
        }
    }

    private struct Summary: Encodable {
        var errors: Int
        var warnings: Int
    }
}
