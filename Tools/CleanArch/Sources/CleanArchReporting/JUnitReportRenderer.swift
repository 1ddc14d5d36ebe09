import CleanArchModel

/// JUnit XML: one `<testsuite name="cleanarch">` with one `<testcase>` per rule. A rule with
/// violations fails once, its `<failure>` typed by its most severe violation and listing them
/// as `path:line:col: message` lines; stale baseline entries go to `<system-out>`.
public struct JUnitReportRenderer: ReportRenderer {
    public init() {}

    public func render(_ report: Report) -> String {
        let groups = report.ruleGroups
        let failures = groups.count { !$0.violations.isEmpty }
        let counts = #"tests="\#(groups.count)" failures="\#(failures)" errors="0""#
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="cleanarch" \#(counts)>"#,
            #"  <testsuite name="cleanarch" \#(counts) skipped="0">"#,
        ]
        lines += groups.map(testCase)
        let stale = report.sortedStaleEntries.map(\.staleDiagnostic)
        if !stale.isEmpty {
            lines.append("    <system-out>\(stale.joined(separator: "\n").xmlEscaped(inAttribute: false))</system-out>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joinedAsLines
    }

    private func testCase(_ group: RuleGroup) -> String {
        let testCase = #"    <testcase classname="cleanarch" name="\#(group.rule.id.xmlEscaped(inAttribute: true))""#
        guard !group.violations.isEmpty else { return testCase + "/>" }
        let message = "\(counted(group.violations.count, "violation")): \(group.rule.summary)"
        let text = group.violations.map { "\($0.location.position): \($0.message.singleLine)" }.joined(separator: "\n")
        return """
            \(testCase)>
                  <failure message="\(message.xmlEscaped(inAttribute: true))" type="\(group.severity.rawValue)">\
            \(text.xmlEscaped(inAttribute: false))</failure>
                </testcase>
            """
    }
}
