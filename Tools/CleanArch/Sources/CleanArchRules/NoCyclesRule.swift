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
        ModuleGraph.Level.allCases.flatMap { level in
            let graph = ModuleGraph(workspace: index.workspace, level: level)
            let labels = Dictionary(graph.nodes.map { ($0.id, $0.label) }, uniquingKeysWith: { first, _ in first })
            return graph.cycles.compactMap { cycle -> Finding? in
                let members = cycle.compactMap { labels[$0] }.sorted()
                guard let first = members.first, let location = location(of: first, level: level, index) else { return nil }
                return Finding(
                    location: location,
                    message: "\(level.rawValue)s form a cycle: \((members + [first]).joined(separator: " → "))"
                )
            }
        }
    }

    /// Where a cycle is reported: the first member's manifest entry.
    private func location(of label: String, level: ModuleGraph.Level, _ index: WorkspaceIndex) -> SourceLocation? {
        switch level {
        case .package:
            return index.package(named: label)?.manifest.location
        case .target:
            let parts = label.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            return index.package(named: parts[0])?.targets.first { $0.name == parts[1] }?.manifest.location
        }
    }
}
