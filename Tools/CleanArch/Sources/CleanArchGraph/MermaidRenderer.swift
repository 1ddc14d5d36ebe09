import Foundation

/// Mermaid flowchart as GitHub renders it: a subgraph per feature, classes per category,
/// rule-breaking and cycle edges styled with `linkStyle` by emission index.
struct MermaidRenderer {
    func render(_ graph: ModuleGraph) -> String {
        let clusters = GraphClusters(graph)
        var lines = ["flowchart LR"]
        for cluster in clusters.clusters {
            lines.append("  subgraph \(cluster.id)[\(quoted(cluster.feature))]")
            lines += cluster.layers.flatMap(\.nodes).map { "    " + declaration(of: $0) }
            lines.append("  end")
        }
        lines += clusters.unclustered.map { "  " + declaration(of: $0) }
        lines += graph.edges.map { edge in
            "  \(edge.from) -->\(edge.isCycle ? "|cycle|" : "") \(edge.to)"
        }
        let byCategory = Dictionary(grouping: graph.nodes, by: \.category)
        for category in ModuleNode.Category.allCases {
            guard let members = byCategory[category] else { continue }
            lines.append("  classDef \(category.rawValue) \(style(of: category));")
            lines.append("  class \(members.map(\.id).joined(separator: ",")) \(category.rawValue);")
        }
        for (position, edge) in graph.edges.enumerated() where edge.isCycle || edge.isRuleBreaking {
            let width = edge.isCycle ? 4 : 2
            lines.append("  linkStyle \(position) stroke:#d00,stroke-width:\(width)px;")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func declaration(of node: ModuleNode) -> String {
        let label = quoted(node.label)
        switch node.category {
        case .api, .testDoubles: return "\(node.id)(\(label))"
        case .impl, .test: return "\(node.id)[\(label)]"
        case .other: return "\(node.id)[[\(label)]]"
        case .external: return "\(node.id)([\(label)])"
        }
    }

    private func style(of category: ModuleNode.Category) -> String {
        switch category {
        case .api: "fill:#e8f1fb,stroke:#2b6cb0"
        case .impl: "fill:#fdf0e1,stroke:#c05621"
        case .testDoubles: "fill:#eef7ee,stroke:#2f855a,stroke-dasharray:3 3"
        case .test: "fill:#f3eefb,stroke:#6b46c1"
        case .other: "fill:#f2f2f2,stroke:#4a5568"
        case .external: "fill:#ffffff,stroke:#718096,stroke-dasharray:5 5"
        }
    }

    /// A mermaid string: `"` cannot be escaped inside, so it becomes the `#quot;` entity.
    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "#quot;") + "\""
    }
}
