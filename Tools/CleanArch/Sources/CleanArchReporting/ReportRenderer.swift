/// Turns a report into one output format.
///
/// Output is deterministic: violations, rules and stale entries are sorted whatever their
/// input order, and nothing depends on time or randomness. Non-empty output ends with a
/// newline, so write it as-is (`print(output, terminator: "")`).
public protocol ReportRenderer: Sendable {
    func render(_ report: Report) -> String
}
