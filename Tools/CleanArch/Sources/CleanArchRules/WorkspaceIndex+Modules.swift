import CleanArchModel

extension WorkspaceIndex {
    /// What the dependency entry at `position` of a target provides: `direct` holds the modules
    /// it builds (a local product's targets', an external product's as its checkout declares
    /// them, else its name), `unknownPackages` the packages whose modules are unknown on the way.
    func reach(ofDependencyAt position: Int, of target: WorkspaceTarget) -> ModuleReach {
        if let known = dependencyReaches[target.id], known.indices.contains(position) { return known[position] }
        let module = ManifestTarget.moduleName(of: target.manifest.dependencies[position].name)
        return ModuleReach(direct: [module], all: [module], isGuessed: true)
    }

    /// What `target` can import through its declared dependencies.
    func reach(of target: WorkspaceTarget) -> ModuleReach {
        reaches[target.id] ?? ModuleReach(direct: [target.moduleName], all: [target.moduleName])
    }
}
