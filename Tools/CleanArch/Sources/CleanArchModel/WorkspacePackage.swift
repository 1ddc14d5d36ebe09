/// A package of the workspace with its role and placed targets.
public struct WorkspacePackage: Codable, Hashable, Sendable {
    public var manifest: PackageManifest
    public var role: Role
    public var targets: [WorkspaceTarget]

    public init(manifest: PackageManifest, role: Role, targets: [WorkspaceTarget]) {
        self.manifest = manifest
        self.role = role
        self.targets = targets
    }

    public var name: String { manifest.name }
    /// Relative to the workspace root; `""` for the root package.
    public var directory: String { manifest.directory }
}
