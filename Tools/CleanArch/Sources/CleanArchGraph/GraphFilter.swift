/// Which part of a ``ModuleGraph`` to keep. Every criterion that is set selects nodes of the
/// whole graph; the result keeps the nodes all of them select, and the edges between those.
public struct GraphFilter: Hashable, Sendable {
    /// Nodes of this feature (case-insensitive) and their direct neighbours, either direction.
    public var feature: String?
    /// Nodes of these categories; empty keeps every category.
    public var roles: Set<ModuleNode.Category>
    /// Nodes reachable from this node (id or name, see ``ModuleGraph/filtered(by:)``), inclusive.
    public var source: String?
    /// Nodes that can reach this node, inclusive. With `source`: the nodes on paths from source to sink.
    public var sink: String?

    public init(
        feature: String? = nil, roles: Set<ModuleNode.Category> = [], source: String? = nil, sink: String? = nil
    ) {
        self.feature = feature
        self.roles = roles
        self.source = source
        self.sink = sink
    }
}

extension ModuleGraph {
    /// The part of the graph `filter` keeps. Edges keep their flags, so an edge of a cycle through
    /// a hidden node still shows as one; `cycles` are this graph's cycles restricted to the kept
    /// nodes, those that keep at least one cycle edge.
    ///
    /// `source` and `sink` name a node by id, label (`Package` or `Package/Target`) or, at target
    /// level, target name; case-insensitively when nothing matches exactly.
    public func filtered(by filter: GraphFilter) throws(GraphFilterError) -> ModuleGraph {
        let matcher = NodeMatcher(nodes: nodes)
        let source = try filter.source.map(matcher.position(of:))
        let sink = try filter.sink.map(matcher.position(of:))
        let feature = try filter.feature.map(matcher.feature(named:))
        let index = GraphIndex(nodeIDs: nodes.map(\.id), edges: edges.map { ($0.from, $0.to) })

        var kept = Set(nodes.indices)
        if let feature {
            let members = nodes.indices.filter { nodes[$0].feature == feature }
            let neighbours = members.flatMap { index.successors[$0] + index.predecessors[$0] }
            kept.formIntersection(members + neighbours)
        }
        if !filter.roles.isEmpty {
            kept.formIntersection(nodes.indices.filter { filter.roles.contains(nodes[$0].category) })
        }
        if let source {
            kept.formIntersection(GraphIndex.reachable(from: source, along: index.successors))
        }
        if let sink {
            kept.formIntersection(GraphIndex.reachable(from: sink, along: index.predecessors))
        }
        return keeping(Set(kept.map { nodes[$0].id }))
    }

    private func keeping(_ ids: Set<String>) -> ModuleGraph {
        let keptEdges = edges.filter { ids.contains($0.from) && ids.contains($0.to) }
        let cycleSources = Set(keptEdges.filter(\.isCycle).map(\.from))
        return ModuleGraph(
            level: level,
            nodes: nodes.filter { ids.contains($0.id) },
            edges: keptEdges,
            cycles: cycles.map { $0.filter(ids.contains) }.filter { !cycleSources.isDisjoint(with: $0) }
        )
    }
}
