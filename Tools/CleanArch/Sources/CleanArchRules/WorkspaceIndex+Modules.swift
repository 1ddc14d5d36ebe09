import CleanArchModel

extension WorkspaceIndex {
    /// The modules a target dependency makes importable: a local product's targets, or the
    /// named module for an external product.
    func modules(for dependency: TargetDependency, in package: WorkspacePackage) -> Set<String> {
        Set(targets(for: dependency, in: package).map(\.name)).union([dependency.name])
    }
}
