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
    /// The paths of `resources:` (`.copy`, `.process`, `.embedInCode`): files there are not sources.
    public var resources: [String] = []
    /// The names of the build-tool plugins in `plugins:`: they generate code the target compiles.
    public var plugins: [String] = []
    /// The conditions `.define("NAME")` sets in `swiftSettings:`.
    public var definedConditions: [String] = []
    /// The Swift language mode `.swiftLanguageMode(.vN)` sets in `swiftSettings:` (the package's otherwise).
    public var swiftLanguageMode: Int?
    /// `-module-alias Alias=Module` from `unsafeFlags` in `swiftSettings:`: `import Alias` loads `Module`.
    public var importAliases: [String: String] = [:]

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

    /// The module `import name` loads in this target: the module a `-module-alias` names, else `name`.
    public func module(importedAs name: String) -> String {
        importAliases[name] ?? name
    }

    /// The module the target builds: its name with characters a Swift identifier cannot hold
    /// turned into `_`, as SwiftPM names it (`my-tool` is imported as `my_tool`).
    public var moduleName: String { ManifestTarget.moduleName(of: name) }

    /// The C99-style identifier SwiftPM makes of a target name.
    public static func moduleName(of name: String) -> String {
        let isIdentifier = name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        if isIdentifier, let first = name.utf8.first, !(first >= 0x30 && first <= 0x39) { return name }
        var result = String(name.unicodeScalars.map { scalar in
            scalar.properties.isXIDContinue ? Character(scalar) : "_"
        })
        if let first = result.unicodeScalars.first, first.properties.numericType != nil { result = "_" + result }
        return result
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
