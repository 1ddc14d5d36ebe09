import CleanArchModel

/// Compiler-style lines, as Xcode and most editors parse them:
/// `path:line:col: error: [rule] message`, then stale baseline entries, then what could not be
/// read (`[input]` warnings and notes), then a summary line.
public struct TextReportRenderer: ReportRenderer {
    public init() {}

    public func render(_ report: Report) -> String {
        let violations = report.sortedViolations.map {
            "\($0.location.position): \($0.severity.rawValue): [\($0.rule)] \($0.message.singleLine)"
        }
        let stale = report.sortedStaleEntries.map(\.staleDiagnostic)
        return (violations + stale + report.inputDiagnostics.map(\.line) + [report.summaryLine]).joinedAsLines
    }
}
