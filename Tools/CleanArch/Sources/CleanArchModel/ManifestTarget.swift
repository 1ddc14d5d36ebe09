/// A target declared in a manifest.
public struct ManifestTarget: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case regular, test, executable, plugin, macro, system, binary
    }

    public var name: String
    public var kind: Kind
    /// The `path:` argument, relative to the package directory.
    public var path: String?
    /// The `exclude:` argument.
    public var exclude: [String]
    public var dependencies: [TargetDependency]
    public var location: SourceLocation
    /// Part of `dependencies:` could not be read, so an import may be declared where it was not read.
    public var hasPartialDependencies = false

    public init(
        name: String,
        kind: Kind,
        path: String?,
        exclude: [String] = [],
        dependencies: [TargetDependency],
        location: SourceLocation
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.exclude = exclude
        self.dependencies = dependencies
        self.location = location
    }

    /// The directory of the target's sources relative to the package directory.
    public var resolvedPath: String {
        if let path { return path }
        switch kind {
        case .test: return "Tests/\(name)"
        case .plugin: return "Plugins/\(name)"
        default: return "Sources/\(name)"
        }
    }
}
