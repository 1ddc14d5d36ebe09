import CleanArchParsing
import CleanArchReporting

extension LoadResult {
    /// Whether part of the workspace could not be read: the commands then exit 3.
    var isPartial: Bool {
        diagnostics.contains { $0.severity == .warning }
    }

    /// The load's diagnostics as a report shows them.
    var inputDiagnostics: [InputDiagnostic] {
        diagnostics.map { InputDiagnostic(location: $0.location, severity: $0.severity.rawValue, message: $0.message) }
    }

    /// The load's diagnostics, one compiler-style line each, for standard error.
    var diagnosticLines: String {
        diagnostics.map { $0.formatted + "\n" }.joined()
    }

    /// `code` when it reports a failure (errors found are errors, however much was read); else 3
    /// when the result is partial (the output says what was not read), else 0.
    func exitCode(_ code: Int32) -> Int32 {
        code == 0 && isPartial ? CommandResult.partialExitCode : code
    }
}
