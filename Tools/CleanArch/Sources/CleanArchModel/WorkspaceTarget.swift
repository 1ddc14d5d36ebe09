/// A target placed in the workspace: its manifest entry, role and Swift files.
public struct WorkspaceTarget: Codable, Hashable, Sendable {
    public var manifest: ManifestTarget
    /// The owning package's name.
    public var packageName: String
    /// The owning package's directory, which identifies it (two packages may share a name).
    public var packageDirectory: String
    /// The sources directory relative to the workspace root.
    public var directory: String
    public var role: Role
    /// `{Name}TestDoubles` targets: test support, exempt from the API content rules.
    public var isTestDoubles: Bool
    /// Relative paths of the Swift files under `directory`.
    public var files: [String]
    /// The modules its `module.modulemap` declares (C and system-library targets).
    public var moduleMapModules: [String] = []
    /// The modules imported by the code that generators configured in `directory` write into the
    /// target (`openapi-generator-config.yaml` makes `OpenAPIRuntime` used).
    public var generatedImports: [String] = []

    public init(
        manifest: ManifestTarget,
        packageName: String,
        packageDirectory: String = "",
        directory: String,
        role: Role,
        isTestDoubles: Bool,
        files: [String]
    ) {
        self.manifest = manifest
        self.packageName = packageName
        self.packageDirectory = packageDirectory
        self.directory = directory
        self.role = role
        self.isTestDoubles = isTestDoubles
        self.files = files
    }

    public var name: String { manifest.name }
    /// The module name files import it by.
    public var moduleName: String { manifest.moduleName }

    /// Every module it builds: its own and its module map's.
    public var modules: [String] { [moduleName] + moduleMapModules.filter { $0 != moduleName } }

    /// `package-directory/target`: unique in a workspace.
    public var id: String { "\(packageDirectory)/\(name)" }
}
