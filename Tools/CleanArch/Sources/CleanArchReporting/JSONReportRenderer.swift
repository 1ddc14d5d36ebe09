import CleanArchModel

/// One JSON object: `violations` (`rule`, `severity`, `file`, `line`, `column`, `message`),
/// `summary` (`errors`, `warnings`, `partial`), `staleBaselineEntries` (as in the baseline file) and
/// `input` (what could not be read, or was assumed: `severity`, `file`, `line`, `column`, `message`).
public struct JSONReportRenderer: ReportRenderer {
    public init() {}

    public func render(_ report: Report) -> String {
        JSONOutput.string(
            Document(
                violations: report.sortedViolations.map(Item.init),
                summary: Summary(errors: report.count(of: .error), warnings: report.count(of: .warning),
                                 partial: report.isPartial),
                staleBaselineEntries: report.sortedStaleEntries,
                input: report.inputDiagnostics.map(InputItem.init)
            )
        )
    }

    private struct Document: Encodable {
        var violations: [Item]
        var summary: Summary
        var staleBaselineEntries: [BaselineEntry]
        var input: [InputItem]
    }

    private struct InputItem: Encodable {
        var severity: String
        var file: String
        var line: Int
        var column: Int
        var message: String

        init(_ diagnostic: InputDiagnostic) {
            severity = diagnostic.severity
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            message = diagnostic.message
        }
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
        var partial: Bool
    }
}
