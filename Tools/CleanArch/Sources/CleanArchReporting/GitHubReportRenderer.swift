import CleanArchModel

/// GitHub Actions workflow commands, shown as annotations on the run and the pull request:
/// `::error file=path,line=L,col=C,title=rule::message`; stale baseline entries as warnings.
public struct GitHubReportRenderer: ReportRenderer {
    public init() {}

    public func render(_ report: Report) -> String {
        let violations = report.sortedViolations.map { violation in
            command(
                violation.severity,
                properties: [
                    ("file", violation.location.file),
                    ("line", "\(violation.location.line)"),
                    ("col", "\(violation.location.column)"),
                    ("title", violation.rule),
                ],
                message: violation.message
            )
        }
        let stale = report.sortedStaleEntries.map { entry in
            command(.warning, properties: [("file", entry.file), ("title", "baseline")], message: entry.staleDescription)
        }
        return (violations + stale).joinedAsLines
    }

    private func command(_ severity: Severity, properties: [(String, String)], message: String) -> String {
        let properties = properties.map { "\($0)=\($1.githubPropertyEscaped)" }.joined(separator: ",")
        return "::\(severity.rawValue) \(properties)::\(message.githubDataEscaped)"
    }
}
