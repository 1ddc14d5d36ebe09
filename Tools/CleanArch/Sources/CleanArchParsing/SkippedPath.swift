/// A directory discovery did not read, and why (for `check --stats`).
public struct SkippedPath: Hashable, Sendable {
    /// Workspace-relative.
    public var path: String
    public var reason: String
}
