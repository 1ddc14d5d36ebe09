/// What `cleanarch doubles` would change on disk, and what it met on the way.
public struct DoublesPlan: Sendable {
    /// Files to create, rewrite or remove, sorted by path.
    public var changes: [DoubleChange]
    /// Generated files already up to date.
    public var unchangedCount: Int
    /// Hand-written files where a double would go; left alone.
    public var handWritten: [String]
    /// Protocols without a double, and why.
    public var diagnostics: [DoublesDiagnostic]

    public init(changes: [DoubleChange], unchangedCount: Int, handWritten: [String], diagnostics: [DoublesDiagnostic]) {
        self.changes = changes
        self.unchangedCount = unchangedCount
        self.handWritten = handWritten
        self.diagnostics = diagnostics
    }
}

/// One file `cleanarch doubles` writes or removes.
public struct DoubleChange: Hashable, Sendable {
    /// What happens to the file.
    public enum Kind: String, Sendable {
        case create, update, delete
    }

    public var kind: Kind
    /// Workspace-relative path.
    public var path: String
    /// The new contents; nil for `delete`.
    public var contents: String?
    /// Workspace-relative path of the protocol's file; nil for `delete`.
    public var source: String?

    public init(kind: Kind, path: String, contents: String?, source: String?) {
        self.kind = kind
        self.path = path
        self.contents = contents
        self.source = source
    }
}

/// A rendered double and what it was rendered from.
struct GeneratedDouble {
    var contents: String
    /// Workspace-relative path of the protocol's file.
    var source: String
    var protocolName: String
}
