import CleanArchModel

/// What `WorkspaceLoader.load` produces: the workspace and the problems met on the way.
public struct LoadResult: Sendable {
    /// The packages, files and settings read.
    public var workspace: Workspace
    /// Sorted by location, then message.
    public var diagnostics: [LoadDiagnostic]

    /// A result of `workspace` and `diagnostics`.
    public init(workspace: Workspace, diagnostics: [LoadDiagnostic]) {
        self.workspace = workspace
        self.diagnostics = diagnostics
    }
}
