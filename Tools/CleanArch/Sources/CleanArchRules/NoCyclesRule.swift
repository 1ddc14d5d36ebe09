import CleanArchGraph
import CleanArchModel

/// `no-cycles`: no cycle among packages or among targets (000 "Dependency Direction").
struct NoCyclesRule: Rule {
    let descriptor = RuleDescriptor(
        id: "no-cycles",
        defaultSeverity: .error,
        summary: "No cycle among packages or targets.",
        rationale: "Dependencies point inward only (000 \"The Dependency Rule\"); a cycle means two components "
            + "cannot be built, tested or replaced apart.",
        fixHint: "Break the cycle by moving the shared protocol into an API package both sides depend on."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        packageCycles(index) + targetCycles(index)
    }

    /// Cycles of `.package(path:)` dependencies, reported at the first package's manifest.
    private func packageCycles(_ index: WorkspaceIndex) -> [Finding] {
        let packages = index.workspace.packages
        let edges = packages.flatMap { package in
            index.localDependencies(of: package).map { (from: package.directory, to: $0.package.directory) }
        }
        return CycleFinder(nodeIDs: Array(Set(packages.map(\.directory))), edges: edges).cycles.compactMap { cycle in
            index.package(atDirectory: cycle[0]).map { package in
                let names = cycle.map { index.package(atDirectory: $0).map(index.displayName) ?? $0 }
                return finding(names, kind: "packages", at: package.manifest.location)
            }
        }
    }

    /// Cycles of target dependencies, reported at the first target's manifest entry.
    private func targetCycles(_ index: WorkspaceIndex) -> [Finding] {
        var locations: [String: SourceLocation] = [:]
        var edges: [(from: String, to: String)] = []
        var names: [String: String] = [:]
        for (package, target) in index.targets {
            locations[target.id] = locations[target.id] ?? target.manifest.location
            names[target.id] = "\(index.displayName(of: package))/\(target.name)"
            for dependency in target.manifest.dependencies {
                edges += index.targets(for: dependency, in: package).map { (from: target.id, to: $0.id) }
            }
        }
        let nodes = Array(Set(locations.keys).union(edges.map(\.to)))
        return CycleFinder(nodeIDs: nodes, edges: edges).cycles.compactMap { cycle in
            locations[cycle[0]].map { finding(cycle.map { names[$0] ?? $0 }, kind: "targets", at: $0) }
        }
    }

    private func finding(_ cycle: [String], kind: String, at location: SourceLocation) -> Finding {
        Finding(location: location, message: "\(kind) form a cycle: \((cycle + [cycle[0]]).joined(separator: " → "))")
    }
}
