import CleanArchModel

/// Picks the manifest of a package directory as SwiftPM does: the version-specific one
/// (`Package@swift-X[.Y].swift`) with the highest version the running toolchain supports, if
/// its `swift-tools-version` is newer than `Package.swift`'s, or `Package.swift` needs a newer
/// toolchain; otherwise `Package.swift`. Without a `Package.swift` there is no package. A note says which was read when there was a choice.
struct ManifestSelection {
    /// The workspace-relative path of the manifest to read, if any.
    private(set) var chosen: String?
    /// The other manifests, read only for the targets they declare on other toolchains.
    private(set) var others: [String] = []
    private(set) var diagnostics: [LoadDiagnostic] = []

    /// Whether `name` is a version-specific manifest, `Package@swift-5.9.swift`.
    static func isVersionSpecific(_ name: String) -> Bool {
        version(ofFileNamed: name) != nil
    }

    /// `candidates`: the manifests found in one directory (workspace-relative).
    init(candidates: [String], rootPath: String, toolchain: ToolchainVersion = .current) {
        let regular = candidates.first { $0.hasSuffix("/" + FileDiscovery.manifestName) || $0 == FileDiscovery.manifestName }
        let versioned = candidates.compactMap { path in
            Self.version(ofFileNamed: String(path.split(separator: "/").last ?? "")).map { (path: path, version: $0) }
        }
        chosen = regular
        guard let regular, !versioned.isEmpty else { return }
        let supported = versioned.filter { $0.version <= toolchain }.max { $0.version < $1.version }
        if let supported, Self.isNewer(supported.path, than: regular, rootPath: rootPath)
            || Self.toolsVersion(of: regular, rootPath: rootPath).map({ $0 > toolchain }) == true {
            chosen = supported.path
        }
        guard let chosen else { return }
        others = candidates.filter { $0 != chosen }.sorted()
        diagnostics.append(LoadDiagnostic(
            file: chosen,
            message: "read \(Self.fileName(chosen)), the manifest SwiftPM \(toolchain) picks here; the targets only "
                + "\(others.map(Self.fileName).joined(separator: ", ")) declare are not checked",
            severity: .note
        ))
    }

    /// Whether `path`'s tools version is newer than `regular`'s (a missing line counts as oldest).
    private static func isNewer(_ path: String, than regular: String, rootPath: String) -> Bool {
        guard let versioned = toolsVersion(of: path, rootPath: rootPath) else { return false }
        guard let regularVersion = toolsVersion(of: regular, rootPath: rootPath) else { return true }
        return versioned > regularVersion
    }

    /// The `swift-tools-version` the manifest at `path` declares.
    private static func toolsVersion(of path: String, rootPath: String) -> ToolchainVersion? {
        FileSystem.contents(of: rootPath + "/" + path)
            .flatMap { ToolchainVersion(toolsVersionLineOf: String(decoding: $0.prefix(200), as: UTF8.self)) }
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    /// `5.9` for `Package@swift-5.9.swift`.
    private static func version(ofFileNamed name: String) -> ToolchainVersion? {
        let prefix = "Package@swift-", suffix = ".swift"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
        return ToolchainVersion(name.dropFirst(prefix.count).dropLast(suffix.count))
    }
}

extension PackageManifest {
    /// The manifest with the targets only `others` (manifests for other toolchains) declare
    /// added to its alternative targets.
    func adding(alternativesFrom others: [PackageManifest]) -> PackageManifest {
        guard !others.isEmpty else { return self }
        var result = self
        var seen = Set((targets + alternativeTargets).map { "\($0.name)@\($0.resolvedPath)" })
        for target in others.flatMap({ $0.targets + $0.alternativeTargets })
        where seen.insert("\(target.name)@\(target.resolvedPath)").inserted {
            result.alternativeTargets.append(target)
        }
        return result
    }
}
