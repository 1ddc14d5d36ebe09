import ArgumentParser
import CleanArchModel
import CleanArchParsing
import CleanArchReporting
import CleanArchRules
import Foundation

/// `cleanarch check [PATH]`: reports every violation of the blueprint's rules.
struct CheckCommand: ExecutableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the workspace against the rules; exit 1 on violations at error severity, 3 when part of it cannot be read.",
        discussion: """
        Output is sorted and deterministic. Silence one place with `// cleanarch:ignore <rule-id> -- <reason>`; \
        accept today's violations with --write-baseline and check against them with --baseline.
        """
    )

    @OptionGroup var workspace: WorkspaceOptions

    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(help: "Ignore the violations recorded in this baseline file; report its stale entries.", completion: .file())
    var baseline: String?

    @Option(help: "Record the current violations in this baseline file and exit 0.", completion: .file())
    var writeBaseline: String?

    @Flag(help: "Also print, on standard error, what was read, skipped and assumed, and the time per phase.")
    var stats = false

    func execute() throws -> CommandResult {
        let reading: WorkspaceReading
        switch workspace.read() {
        case .success(let value): reading = value
        case .failure(let failure): return failure.result
        }
        let (outcome, statistics) = check(reading)
        let diagnostics = outcome.diagnostics
        var violations = outcome.violations
        if let writeBaseline {
            try Baseline(violations: violations).write(to: URL(fileURLWithPath: writeBaseline))
            return CommandResult(standardOutput: "Wrote \(violations.count) violation(s) to \(writeBaseline).\n",
                                 standardError: diagnostics.lines, exitCode: diagnostics.exitCode(0))
        }
        var stale: [BaselineEntry] = []
        if let baseline {
            do {
                (violations, stale) = try Baseline.load(from: URL(fileURLWithPath: baseline)).apply(to: violations)
            } catch {
                return .failure("error: \(error)")
            }
        }
        let report = Report(
            violations: violations,
            rules: RuleCatalog.descriptors,
            staleBaselineEntries: stale,
            toolVersion: CleanArchCommand.version,
            workspaceRoot: workspace.rootURL.path,
            inputDiagnostics: diagnostics.inputDiagnostics
        )
        let failed = violations.contains { $0.severity == .error }
        // Text and JSON carry the input diagnostics; the other formats leave them to standard error.
        let rendersInput = format == .text || format == .json
        let statisticsText = stats
            ? CheckStatistics(statistics: statistics, counts: outcome.counts, diagnostics: diagnostics).text
            : ""
        return CommandResult(standardOutput: render(report, as: format),
                             standardError: (rendersInput ? "" : diagnostics.lines) + statisticsText,
                             exitCode: diagnostics.exitCode(failed ? 1 : 0))
    }

    /// What the rules found and the workspace's diagnostics, with the load's statistics (the
    /// last phase: "rules", or "cached result"): from the result cache when the workspace is
    /// unchanged (and `--no-cache` is not given), without assembling it; stored for the next run
    /// either way.
    private func check(_ reading: WorkspaceReading) -> (CheckResultCache.Outcome, LoadStatistics) {
        let cache = CheckResultCache(file: workspace.cacheDirectory.appendingPathComponent("check-v2.json"))
        let clock = ContinuousClock()
        let start = clock.now
        if !workspace.noCache, let cached = cache.outcome(for: reading.fingerprint) {
            var statistics = reading.statistics
            statistics.phases.append(("cached result", start.duration(to: clock.now)))
            return (cached, statistics)
        }
        var loaded = reading.assembled()
        let rulesStart = clock.now
        let outcome = CheckResultCache.Outcome(violations: RuleEngine().check(loaded.workspace),
                                               diagnostics: loaded.diagnostics, counts: WorkspaceCounts(loaded.workspace))
        loaded.statistics.phases.append(("rules", rulesStart.duration(to: clock.now)))
        cache.store(outcome, for: reading.fingerprint)
        return (outcome, loaded.statistics)
    }
}

extension ReportFormat: ExpressibleByArgument {}
