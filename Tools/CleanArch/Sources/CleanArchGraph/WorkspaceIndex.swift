import CleanArchModel

/// Finds workspace packages by directory and by the names manifests refer to them with.
struct WorkspaceIndex {
    /// Sorted by directory.
    let packages: [WorkspacePackage]
    private let byDirectory: [String: Int]
    /// Lower-cased manifest names and directory names; the first package (by directory) wins.
    private let byName: [String: Int]
    /// Per package (by position): the names its path dependencies answer to — identity,
    /// `name:` and manifest name, lower-cased — resolved once.
    private let dependencyNames: [[String: Int]]

    init(_ packages: [WorkspacePackage]) {
        self.packages = packages.sorted { $0.directory < $1.directory }
        var byDirectory: [String: Int] = [:]
        var byName: [String: Int] = [:]
        for (position, package) in self.packages.enumerated() {
            byDirectory[package.directory] = byDirectory[package.directory] ?? position
            let directoryName = package.directory.split(separator: "/").last.map { $0.lowercased() }
            for name in [package.name.lowercased(), directoryName].compactMap(\.self) where byName[name] == nil {
                byName[name] = position
            }
        }
        self.byDirectory = byDirectory
        self.byName = byName
        let sorted = self.packages
        dependencyNames = sorted.map { package in
            var names: [String: Int] = [:]
            for dependency in package.manifest.dependencies {
                guard let position = Self.resolve(dependency, of: package, in: byDirectory) else { continue }
                for name in dependency.referenceNames + [sorted[position].name.lowercased()] where names[name] == nil {
                    names[name] = position
                }
            }
            return names
        }
    }

    /// The workspace package a `.package(path:)` dependency of `package` points to.
    func resolve(_ dependency: PackageDependency, of package: WorkspacePackage) -> Int? {
        Self.resolve(dependency, of: package, in: byDirectory)
    }

    private static func resolve(_ dependency: PackageDependency, of package: WorkspacePackage, in byDirectory: [String: Int]) -> Int? {
        guard case .path(let path) = dependency.source,
            let directory = RelativePath.join(package.directory, path)
        else { return nil }
        return byDirectory[directory]
    }

    /// The workspace package `.product(name:package: reference)` in `package` means: one of its
    /// path dependencies whose identity, `name:` or manifest name matches, else any workspace
    /// package of that name.
    func package(named reference: String, from package: WorkspacePackage) -> Int? {
        let name = reference.lowercased()
        if let position = byDirectory[package.directory], let dependency = dependencyNames[position][name] {
            return dependency
        }
        return byName[name]
    }

    /// The workspace packages `package` depends on by path.
    func pathDependencies(of package: WorkspacePackage) -> [Int] {
        package.manifest.dependencies.compactMap { resolve($0, of: package) }
    }
}
