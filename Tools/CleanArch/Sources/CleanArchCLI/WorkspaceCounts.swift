import CleanArchModel

/// How an assembled workspace's packages, targets and files add up, for `check --stats`; kept
/// with a cached check, which does not assemble the workspace again.
struct WorkspaceCounts: Codable, Equatable {
    var packages: Int
    var targets: Int
    var targetsWithoutFiles: Int
    /// Swift files in a target, in a target's resources, and in no package or target.
    var placedFiles: Int
    var resourceFiles: Int
    var looseFiles: Int
    var checkedOutPackages: Int

    init(_ workspace: Workspace) {
        let targets = workspace.packages.flatMap(\.targets)
        packages = workspace.packages.count
        self.targets = targets.count
        targetsWithoutFiles = targets.filter(\.files.isEmpty).count
        placedFiles = Set(targets.flatMap(\.files)).count
        resourceFiles = workspace.resourceFiles.count
        looseFiles = workspace.looseFiles.count
        checkedOutPackages = workspace.resolvedPackages.manifests.count
    }
}
