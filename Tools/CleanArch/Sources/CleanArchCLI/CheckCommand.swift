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
        let loaded: LoadResult
        switch workspace.load() {
        case .success(let value): loaded = value
        case .failure(let failure): return failure.result
        }
        let clock = ContinuousClock()
        let rulesStart = clock.now
        var violations = check(loaded)
        let rulesTime = rulesStart.duration(to: clock.now)
        if let writeBaseline {
            try Baseline(violations: violations).write(to: URL(fileURLWithPath: writeBaseline))
            return CommandResult(standardOutput: "Wrote \(violations.count) violation(s) to \(writeBaseline).\n",
                                 standardError: loaded.diagnosticLines, exitCode: loaded.exitCode(0))
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
            inputDiagnostics: loaded.inputDiagnostics
        )
        let failed = violations.contains { $0.severity == .error }
        // Text and JSON carry the input diagnostics; the other formats leave them to standard error.
        let rendersInput = format == .text || format == .json
        let statistics = stats ? CheckStatistics(loaded: loaded, rulesTime: rulesTime).text : ""
        return CommandResult(standardOutput: render(report, as: format),
                             standardError: (rendersInput ? "" : loaded.diagnosticLines) + statistics,
                             exitCode: loaded.exitCode(failed ? 1 : 0))
    }

    /// The rules' violations, from the result cache when the workspace is unchanged (and
    /// `--no-cache` is not given); stored for the next run either way.
    private func check(_ loaded: LoadResult) -> [Violation] {
        let cache = CheckResultCache(file: workspace.cacheDirectory.appendingPathComponent("check-v1.json"))
        if !workspace.noCache, let cached = cache.violations(for: loaded.fingerprint) {
            return cached
        }
        let violations = RuleEngine().check(loaded.workspace)
        cache.store(violations, for: loaded.fingerprint)
        return violations
    }
}

extension ReportFormat: ExpressibleByArgument {}
