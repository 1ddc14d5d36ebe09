/// An output format of `cleanarch check`.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Compiler-style lines (`path:line:col: error: [rule] message`) and a summary.
    case text
    /// One JSON object: violations, summary counts, stale baseline entries.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and IDEs.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…::message`), shown as annotations.
    case github
    /// JUnit XML: one test case per rule, for CI test reports.
    case junit
    /// A GitHub-flavoured markdown summary, e.g. for `$GITHUB_STEP_SUMMARY` or a PR comment.
    case markdown

    /// The renderer producing this format.
    public var renderer: any ReportRenderer {
        switch self {
        case .text: TextReportRenderer()
        case .json: JSONReportRenderer()
        case .sarif: SARIFReportRenderer()
        case .github: GitHubReportRenderer()
        case .junit: JUnitReportRenderer()
        case .markdown: MarkdownReportRenderer()
        }
    }
}

/// Renders `report` in `format`; see ``ReportRenderer/render(_:)``.
public func render(_ report: Report, as format: ReportFormat) -> String {
    format.renderer.render(report)
}
