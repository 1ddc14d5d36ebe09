/// Everything `cleanarch` knows about a workspace: packages, targets, files, settings.
public struct Workspace: Sendable {
    public var packages: [WorkspacePackage]
    /// Every Swift file read, by relative path.
    public var files: [String: SourceFile]
    /// Swift files that belong to no target (for `no-loose-sources`).
    public var looseFiles: [String]
    /// Swift files inside targets' `resources:`: copied into bundles, never compiled.
    public var resourceFiles: [String] = []
    /// The manifests of the external packages the workspace resolved (`.build/checkouts`).
    public var resolvedPackages: ResolvedPackages = ResolvedPackages()
    public var configuration: Configuration

    public init(
        packages: [WorkspacePackage],
        files: [String: SourceFile],
        looseFiles: [String],
        configuration: Configuration
    ) {
        self.packages = packages
        self.files = files
        self.looseFiles = looseFiles
        self.configuration = configuration
    }
}
