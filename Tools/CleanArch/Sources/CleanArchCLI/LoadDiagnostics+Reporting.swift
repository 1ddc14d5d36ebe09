import CleanArchParsing
import CleanArchReporting

extension [LoadDiagnostic] {
    /// Whether part of the workspace could not be read: the commands then exit 3.
    var isPartial: Bool {
        contains { $0.severity == .warning }
    }

    /// The diagnostics as a report shows them.
    var inputDiagnostics: [InputDiagnostic] {
        map { InputDiagnostic(location: $0.location, severity: $0.severity.rawValue, message: $0.message) }
    }

    /// One compiler-style line each, for standard error.
    var lines: String {
        map { $0.formatted + "\n" }.joined()
    }

    /// `code` when it reports a failure (errors found are errors, however much was read); else 3
    /// when the result is partial (the output says what was not read), else 0.
    func exitCode(_ code: Int32) -> Int32 {
        code == 0 && isPartial ? CommandResult.partialExitCode : code
    }
}
