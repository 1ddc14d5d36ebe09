import CleanArchModel

/// Places each manifest's targets on the Swift files they own, classifies roles, and lists
/// the files no target owns. Packages are assembled on all cores.
struct WorkspaceAssembler {
    let configuration: Configuration

    /// `manifestDirectories` holds every directory with a `Package.swift`, including those
    /// whose manifest could not be read: they still own their files, which are then neither
    /// placed nor loose (the manifest's diagnostic says why). `sources` are the keys of
    /// `files`, sorted.
    func assemble(manifests: [PackageManifest], manifestDirectories: Set<String>,
                  sources: [String], files: [String: SourceFile]) -> Workspace {
        let directories = manifests.map(\.directory)
        var packageIndices: [String: Int] = [:]
        for (index, directory) in directories.enumerated() where packageIndices[directory] == nil {
            packageIndices[directory] = index
        }
        var filesByPackage = Array(repeating: [String](), count: manifests.count)
        var looseFiles: [String] = []
        let owners = Parallel.map(sources) { Self.owningDirectory(of: $0, among: manifestDirectories) }
        for (path, owner) in zip(sources, owners) {
            guard let owner else {
                looseFiles.append(path)
                continue
            }
            if let index = packageIndices[owner] { filesByPackage[index].append(path) }
        }
        let compositionRoots = Set(files.values.lazy.filter(\.isCompositionRoot).map(\.path))
        let classifier = RoleClassifier(overrides: configuration.roles)
        let packages = Parallel.map(Array(manifests.indices)) { [filesByPackage] index in
            Self.package(manifests[index], in: directories[index], owning: filesByPackage[index],
                         hasCompositionRoot: filesByPackage[index].contains(where: compositionRoots.contains),
                         classifier: classifier)
        }
        // Files of targets declared only on other machines belong to their package, unchecked here;
        // so do the files of a package read in part, as a target that was not read may own them.
        let unplacedOwners = Set(manifests.indices.filter { manifests[$0].isPartial })
        let placedFiles = Set(packages.lazy.flatMap(\.targets).flatMap(\.files)).union(manifests.indices.flatMap { index in
            manifests[index].alternativeTargets.flatMap { Self.place($0, in: directories[index], among: filesByPackage[index]).files }
        })
        // Swift files in a target's resources are data SwiftPM copies, not sources, and not loose.
        let resourceFiles = Set(manifests.indices.flatMap { index in
            manifests[index].targets.flatMap { target in
                Self.resourceFiles(of: target, in: directories[index], among: filesByPackage[index])
            }
        })
        looseFiles += filesByPackage.indices.filter { !unplacedOwners.contains($0) }
            .flatMap { filesByPackage[$0] }.filter { !placedFiles.contains($0) && !resourceFiles.contains($0) }
        var workspace = Workspace(packages: packages, files: files, looseFiles: looseFiles.sorted(), configuration: configuration)
        workspace.resourceFiles = resourceFiles.sorted()
        return workspace
    }

    private static func package(_ manifest: PackageManifest, in directory: String, owning packageFiles: [String],
                                hasCompositionRoot: Bool, classifier: RoleClassifier) -> WorkspacePackage {
        let role = classifier.packageRole(name: manifest.name, directory: directory, hasCompositionRoot: hasCompositionRoot)
        let targets = manifest.targets.map { target in
            let (targetDirectory, targetFiles) = place(target, in: directory, among: packageFiles)
            return WorkspaceTarget(
                manifest: target,
                packageName: manifest.name,
                packageDirectory: directory,
                directory: targetDirectory,
                role: classifier.targetRole(name: target.name, directory: targetDirectory,
                                            packageName: manifest.name, packageRole: role),
                isTestDoubles: RoleClassifier.isTestDoubles(target.name),
                files: targetFiles
            )
        }
        return WorkspacePackage(manifest: manifest, role: role, targets: targets)
    }

    /// The package's files inside the target's `resources:` directories.
    private static func resourceFiles(of target: ManifestTarget, in packageDirectory: String, among packageFiles: [String]) -> [String] {
        guard !target.resources.isEmpty, let directory = RelativePath.join(packageDirectory, target.resolvedPath) else { return [] }
        let resources = target.resources.compactMap { RelativePath.join(directory, $0) }
        return packageFiles.filter { path in resources.contains { RelativePath.isInside(path, directory: $0) } }
    }

    /// The deepest package directory containing `path`.
    private static func owningDirectory(of path: String, among directories: Set<String>) -> String? {
        var candidate = RelativePath.parent(of: path)
        while let directory = candidate {
            if directories.contains(directory) { return directory }
            candidate = RelativePath.parent(of: directory)
        }
        return nil
    }

    /// The target's directory and its files among the package's own (sorted) files, minus
    /// `exclude` and `resources` (SwiftPM compiles neither).
    private static func place(_ target: ManifestTarget, in packageDirectory: String,
                              among packageFiles: [String]) -> (directory: String, files: [String]) {
        guard let directory = RelativePath.join(packageDirectory, target.resolvedPath) else {
            return (packageDirectory.isEmpty ? target.resolvedPath : packageDirectory + "/" + target.resolvedPath, [])
        }
        let excluded = (target.exclude + target.resources).compactMap { RelativePath.join(directory, $0) }
        let files = packageFiles.filter { path in
            RelativePath.isInside(path, directory: directory)
                && !excluded.contains { RelativePath.isInside(path, directory: $0) }
        }
        return (directory, files)
    }
}
