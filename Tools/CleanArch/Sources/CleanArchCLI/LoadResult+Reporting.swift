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

    /// 3 when the result is partial, whatever was found in the rest (the output says it); else `code`.
    func exitCode(_ code: Int32) -> Int32 {
        isPartial ? CommandResult.partialExitCode : code
    }
}
