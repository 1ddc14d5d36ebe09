/// A problem met while generating doubles, located in the workspace.
public struct DoublesDiagnostic: Error, Hashable, Sendable {
    /// How bad it is: errors fail the command.
    public enum Severity: String, Sendable {
        case warning, error
    }

    /// Workspace-relative path.
    public var file: String
    public var line: Int
    public var severity: Severity
    public var message: String

    /// A diagnostic at `file:line`.
    public init(file: String, line: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.severity = severity
        self.message = message
    }

    /// `file:line: warning: message`, the compiler's style.
    public var formatted: String {
        "\(file):\(line): \(severity.rawValue): \(message)"
    }
}
