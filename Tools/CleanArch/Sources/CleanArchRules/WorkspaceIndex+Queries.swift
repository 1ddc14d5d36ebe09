import CleanArchModel

extension WorkspaceIndex {
    /// Packages whose role matches.
    func packages(kind: Role.Kind? = nil, layer: Role.Layer? = nil) -> [WorkspacePackage] {
        workspace.packages.filter { package in
            (kind == nil || package.role.kind == kind) && (layer == nil || package.role.layer == layer)
        }
    }

    /// A package's production targets: not tests, not test doubles.
    func productionTargets(of package: WorkspacePackage) -> [WorkspaceTarget] {
        package.targets.filter { $0.manifest.kind != .test && !$0.isTestDoubles }
    }

    /// The parsed files of a target.
    func files(of target: WorkspaceTarget) -> [SourceFile] {
        target.files.compactMap { workspace.files[$0] }
    }

    /// The role of the workspace package that defines `module`, if it is local.
    func packageRole(ofModule module: String) -> Role? {
        guard let target = target(module: module) else { return nil }
        return package(atDirectory: target.packageDirectory)?.role
    }

    /// The local packages `package` depends on, with the dependency entry.
    func localDependencies(of package: WorkspacePackage) -> [(dependency: PackageDependency, package: WorkspacePackage)] {
        package.manifest.dependencies.compactMap { dependency in
            resolve(dependency, from: package).map { (dependency, $0) }
        }
    }

    /// The location of a package's manifest `Package(` call.
    func manifestLocation(of package: WorkspacePackage) -> SourceLocation {
        package.manifest.location
    }
}
