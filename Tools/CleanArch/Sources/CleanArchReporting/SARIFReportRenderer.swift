import CleanArchModel
import Foundation

/// A SARIF 2.1.0 log with one run, for GitHub code scanning and SARIF viewers. File URIs are
/// relative to `SRCROOT`, the workspace root; stale baseline entries are tool notifications.
public struct SARIFReportRenderer: ReportRenderer {
    /// The `partialFingerprints` key of a result's ``BaselineEntry/fingerprint``.
    private static let fingerprintKey = "cleanarch/v1"
    private static let rootBaseID = "SRCROOT"

    public init() {}

    public func render(_ report: Report) -> String {
        let groups = report.ruleGroups
        let ruleIndices = Dictionary(uniqueKeysWithValues: groups.enumerated().map { ($1.rule.id, $0) })
        let results = report.sortedViolations.map { violation in
            SARIFLog.Result(
                ruleId: violation.rule,
                ruleIndex: ruleIndices[violation.rule] ?? -1,  // ruleGroups holds every violation's rule.
                level: violation.severity,
                message: .init(text: violation.message),
                locations: [location(violation.location.file, line: violation.location.line, column: violation.location.column)],
                partialFingerprints: [Self.fingerprintKey: BaselineKey(violation).fingerprint]
            )
        }
        let notifications = report.sortedStaleEntries.map { entry in
            SARIFLog.Notification(level: .warning, message: .init(text: entry.staleDescription), locations: [location(entry.file)])
        }
        let run = SARIFLog.Run(
            tool: .init(driver: .init(name: "cleanarch", version: report.toolVersion, rules: groups.map { sarifRule($0.rule) })),
            originalUriBaseIds: [Self.rootBaseID: .init(uri: rootURI(report.workspaceRoot))],
            invocations: [.init(executionSuccessful: true, toolExecutionNotifications: notifications)],
            results: results
        )
        return JSONOutput.string(SARIFLog(runs: [run]))
    }

    private func sarifRule(_ descriptor: RuleDescriptor) -> SARIFLog.Rule {
        SARIFLog.Rule(
            id: descriptor.id,
            shortDescription: .init(text: descriptor.summary),
            fullDescription: descriptor.rationale.isEmpty ? nil : .init(text: descriptor.rationale),
            help: descriptor.fixHint.isEmpty ? nil : .init(text: descriptor.fixHint),
            defaultConfiguration: .init(level: descriptor.defaultSeverity)
        )
    }

    /// A location in `file`, relative to the root; SARIF regions start at 1, so unknown
    /// (non-positive) lines and columns are left out.
    private func location(_ file: String, line: Int = 0, column: Int = 0) -> SARIFLog.Location {
        let uri = file.addingPercentEncoding(withAllowedCharacters: Self.relativePathAllowed) ?? file
        let region = line > 0 ? SARIFLog.Region(startLine: line, startColumn: column > 0 ? column : nil) : nil
        return SARIFLog.Location(
            physicalLocation: .init(artifactLocation: .init(uri: uri, uriBaseId: Self.rootBaseID), region: region)
        )
    }

    /// The root as a `file:` URI ending in `/`.
    private func rootURI(_ root: String) -> String {
        URL(filePath: root, directoryHint: .isDirectory).absoluteString
    }

    /// Path characters, without `:`, which would make the first segment read as a scheme.
    private static let relativePathAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: ":"))
}
