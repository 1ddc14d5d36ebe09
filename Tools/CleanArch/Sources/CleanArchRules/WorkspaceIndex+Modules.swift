import CleanArchModel

extension WorkspaceIndex {
    /// What a target dependency provides: `direct` holds the modules it builds (a local
    /// product's targets', an external product's as its checkout declares them, else its name),
    /// `unknownPackages` the packages whose modules are unknown on the way.
    func reach(of dependency: TargetDependency, of target: WorkspaceTarget) -> ModuleReach {
        let fallback = ModuleReach(direct: [dependency.name], all: [dependency.name])
        guard let position = target.manifest.dependencies.firstIndex(of: dependency) else { return fallback }
        return dependencyReaches[target.id]?[position] ?? fallback
    }

    /// What `target` can import through its declared dependencies.
    func reach(of target: WorkspaceTarget) -> ModuleReach {
        reaches[target.id] ?? ModuleReach(direct: [target.moduleName], all: [target.moduleName])
    }
}
