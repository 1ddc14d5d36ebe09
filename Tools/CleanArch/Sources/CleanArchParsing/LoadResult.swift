import CleanArchModel

/// What `WorkspaceLoader.load` produces: the workspace and the problems met on the way.
public struct LoadResult: Sendable {
    /// The packages, files and settings read.
    public var workspace: Workspace
    /// Sorted by location, then message.
    public var diagnostics: [LoadDiagnostic]
    /// A hash of every file's path and content and of the configuration: equal fingerprints
    /// mean an identical workspace, so results computed from it can be reused.
    public var fingerprint: UInt64
    /// What was read, skipped and assumed, and the time per phase.
    public var statistics = LoadStatistics()

    /// A result of `workspace` and `diagnostics`.
    public init(workspace: Workspace, diagnostics: [LoadDiagnostic], fingerprint: UInt64 = 0) {
        self.workspace = workspace
        self.diagnostics = diagnostics
        self.fingerprint = fingerprint
    }
}
