/// What `cleanarch` reads from one `Package.swift`, statically.
public struct PackageManifest: Codable, Hashable, Sendable {
    public var name: String
    /// The manifest file, relative to the workspace root, e.g. `Features/Login/…/Package.swift`.
    public var path: String
    public var dependencies: [PackageDependency]
    public var products: [ManifestProduct]
    public var targets: [ManifestTarget]
    public var location: SourceLocation
    /// Targets declared only where the manifest takes another branch (`#if`, an environment
    /// variable) on other machines: their files are the package's, but not checked here.
    public var alternativeTargets: [ManifestTarget]
    /// Part of the manifest's targets, products or package dependencies could not be read (a
    /// warning says where), so what their absence would imply is not reported.
    public var isPartial = false
    /// The traits enabled by default (`.default(enabledTraits:)` and the traits they enable):
    /// SwiftPM sets each as a compilation condition.
    public var enabledTraits: [String] = []
    /// The Swift language mode its targets compile in unless they set one: the first of
    /// `swiftLanguageModes:`, else 6 from tools version 6.0 on, else 5.
    public var swiftLanguageMode = 6
    /// Evaluating it asked the disk (`FileManager.default.fileExists`): a cached reading may be stale.
    public var readsFileSystem = false

    public init(
        name: String,
        path: String,
        dependencies: [PackageDependency],
        products: [ManifestProduct],
        targets: [ManifestTarget],
        location: SourceLocation,
        alternativeTargets: [ManifestTarget] = []
    ) {
        self.name = name
        self.path = path
        self.dependencies = dependencies
        self.products = products
        self.targets = targets
        self.location = location
        self.alternativeTargets = alternativeTargets
    }

    /// The package directory relative to the workspace root (`""` for the root package).
    public var directory: String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }
}
