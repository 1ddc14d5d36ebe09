import CleanArchModel

/// A problem met while loading the workspace that did not stop it: an unreadable file, a
/// manifest entry that cannot be evaluated statically, a symbolic-link loop; or, as a note, an
/// assumption made where SwiftPM's choice depends on the machine (an environment variable, `#if`).
public struct LoadDiagnostic: Codable, Hashable, Sendable, Comparable {
    /// Whether the result is partial because of it.
    public enum Severity: String, Codable, Hashable, Sendable {
        /// Something was read as SwiftPM reads it on a default machine, and the note says what was assumed.
        case note
        /// Something could not be read: what depends on it is missing, so the result is partial.
        case warning
    }

    /// Where the problem is; line 1, column 1 when only the file is known.
    public var location: CleanArchModel.SourceLocation
    /// What went wrong and what was skipped, or what was assumed.
    public var message: String
    public var severity: Severity

    /// A diagnostic at `location`.
    public init(location: CleanArchModel.SourceLocation, message: String, severity: Severity = .warning) {
        self.location = location
        self.message = message
        self.severity = severity
    }

    /// A diagnostic about a whole file.
    init(file: String, message: String, severity: Severity = .warning) {
        self.init(location: SourceLocation(file: file, line: 1, column: 1), message: message, severity: severity)
    }

    /// `path:line:column: warning: message`, the compiler's style.
    public var formatted: String {
        "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }

    /// Sorted by place, then message.
    public static func < (lhs: LoadDiagnostic, rhs: LoadDiagnostic) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }
}
