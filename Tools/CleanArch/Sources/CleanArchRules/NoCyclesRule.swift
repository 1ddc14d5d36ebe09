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
            index.localDependencies(of: package).map { (from: package.name, to: $0.package.name) }
        }
        return CycleFinder(nodeIDs: Array(Set(packages.map(\.name))), edges: edges).cycles.compactMap { cycle in
            index.package(named: cycle[0]).map { finding(cycle, kind: "packages", at: $0.manifest.location) }
        }
    }

    /// Cycles of target dependencies, reported at the first target's manifest entry.
    private func targetCycles(_ index: WorkspaceIndex) -> [Finding] {
        var locations: [String: SourceLocation] = [:]
        var edges: [(from: String, to: String)] = []
        for (package, target) in index.targets {
            let id = "\(package.name)/\(target.name)"
            locations[id] = locations[id] ?? target.manifest.location
            for dependency in target.manifest.dependencies {
                edges += index.targets(for: dependency, in: package).map { (from: id, to: "\($0.packageName)/\($0.name)") }
            }
        }
        let nodes = Array(Set(locations.keys).union(edges.map(\.to)))
        return CycleFinder(nodeIDs: nodes, edges: edges).cycles.compactMap { cycle in
            locations[cycle[0]].map { finding(cycle, kind: "targets", at: $0) }
        }
    }

    private func finding(_ cycle: [String], kind: String, at location: SourceLocation) -> Finding {
        Finding(location: location, message: "\(kind) form a cycle: \((cycle + [cycle[0]]).joined(separator: " → "))")
    }
}
