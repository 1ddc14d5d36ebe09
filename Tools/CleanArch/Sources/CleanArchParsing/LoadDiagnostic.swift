import CleanArchModel

/// A problem met while loading the workspace that did not stop it: an unreadable file, a
/// manifest entry that cannot be evaluated statically, a symbolic-link loop.
public struct LoadDiagnostic: Codable, Hashable, Sendable, Comparable {
    /// Where the problem is; line 1, column 1 when only the file is known.
    public var location: CleanArchModel.SourceLocation
    /// What went wrong and what was skipped.
    public var message: String

    /// A diagnostic at `location`.
    public init(location: CleanArchModel.SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// A diagnostic about a whole file.
    init(file: String, message: String) {
        self.init(location: SourceLocation(file: file, line: 1, column: 1), message: message)
    }

    /// Sorted by place, then message.
    public static func < (lhs: LoadDiagnostic, rhs: LoadDiagnostic) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }
}
